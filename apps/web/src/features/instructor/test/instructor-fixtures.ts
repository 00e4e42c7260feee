import type { SessionUser } from '@somo/contract/auth';
import type { LessonAttachment } from '@somo/contract/courses';
import type { InstructorCourseDetail, InstructorLesson } from '@somo/contract/instructor';

export const instructor: SessionUser = {
  id: 7,
  username: 'grace',
  first_name: 'Grace',
  last_name: 'Nakato',
  email: 'grace@example.com',
  role: 'instructor',
  language_preference: 'en',
  timezone: 'UTC',
};

export function lesson(id: number, order: number, title: string, extra: Partial<InstructorLesson> = {}) {
  return {
    id,
    course_id: 42,
    title,
    content: `Content of ${title}`,
    video_url: null,
    video_source: null,
    video_poster_url: null,
    video_captions_url: null,
    video_file: null,
    order,
    created_at: `2026-01-0${order}T10:00:00.000Z`,
    attachments: [],
    ...extra,
  } satisfies InstructorLesson;
}

export function courseDetail(extra: Partial<InstructorCourseDetail> = {}): InstructorCourseDetail {
  return {
    id: 42,
    title: 'Beekeeping Basics',
    description: 'Keep healthy hives.',
    language: 'en',
    price: 50000,
    currency: 'UGX',
    is_published: false,
    lesson_count: 0,
    student_count: 0,
    enrolled_count: 0,
    created_at: '2026-01-01T10:00:00.000Z',
    thumbnail: null,
    average_rating: null,
    total_reviews: 0,
    author_username: 'grace',
    instructor: { id: 7, username: 'grace', full_name: 'Grace Nakato' },
    lessons: [],
    certificates_enabled: true,
    storage_bytes: 0,
    ...extra,
  };
}

export function handout(id: string, name: string, extra: Partial<LessonAttachment> = {}): LessonAttachment {
  return {
    id,
    name,
    size: 1_258_291,
    content_type: 'application/pdf',
    url: `/api/files/${id}/?access=viewer-access`,
    ...extra,
  };
}
