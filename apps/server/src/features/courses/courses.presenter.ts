import type { CourseSummary, LessonView } from '@somo/contract/courses';
import type { lessons } from '../../db/schema/courses';
import type { CourseSummaryRow } from './courses.queries';

export function fullName(first: string, last: string, fallback: string): string {
  return `${first} ${last}`.trim() || fallback;
}

export function toCourseSummary(row: CourseSummaryRow): CourseSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    language: row.language,
    price: row.price,
    currency: row.currency,
    is_published: row.isPublished,
    lesson_count: row.lessonCount,
    student_count: row.studentCount,
    enrolled_count: row.studentCount,
    created_at: row.createdAt.toISOString(),
    thumbnail: row.thumbnail,
    average_rating: null,
    total_reviews: 0,
    author_username: row.instructorUsername,
    instructor: {
      id: row.instructorId,
      username: row.instructorUsername,
      full_name: fullName(row.instructorFirstName, row.instructorLastName, row.instructorUsername),
    },
  };
}

export function toLessonView(lesson: typeof lessons.$inferSelect, withContent: boolean): LessonView {
  return {
    id: lesson.id,
    title: lesson.title,
    content: withContent ? lesson.content : null,
    video_url: lesson.videoUrl,
    order: lesson.order,
  };
}
