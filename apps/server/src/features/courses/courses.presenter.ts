import type { CourseSummary, LessonView } from '@somo/contract/courses';
import { markdownToPlainText } from '@somo/contract/markdown';
import type { lessons } from '../../db/schema/courses';
import { lessonVideoFields, toAttachment, type LessonMedia } from '../lesson-files/lesson-files.presenter';
import type { LessonContentAccess } from './courses.policy';
import type { CourseSummaryRow } from './courses.queries';

/** What the course page shows instructors of other courses (spec 01 §2: lesson content cut at 100 characters). */
export const LESSON_PREVIEW_CHARS = 100;

/**
 * How people are named in every answer: first and last name, or the username (`fallback`) when neither is set.
 * The web app's displayName applies the same rule to the profile it holds.
 */
export function fullName(first: string, last: string, fallback: string): string {
  const full = [first, last]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return full || fallback;
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

/** The first `count` characters, never cutting a character written as two UTF-16 units (an emoji) in half. */
function firstCharacters(text: string, count: number): string {
  return Array.from(text.slice(0, count * 2))
    .slice(0, count)
    .join('');
}

/** The lesson's Markdown in full; for a preview, the opening of what it says, without formatting. */
function lessonContent(content: string, access: LessonContentAccess): string | null {
  if (access === 'full') return content;
  if (access === 'preview') return firstCharacters(markdownToPlainText(content), LESSON_PREVIEW_CHARS);
  return null;
}

/**
 * A lesson as the course page shows it to a viewer with this access. Its files (handouts, an uploaded video) go
 * only with full access, at URLs carrying `viewerAccess` (lesson-files/file-access.ts).
 */
export function toLessonView({
  lesson,
  access,
  media,
  viewerAccess,
}: {
  lesson: typeof lessons.$inferSelect;
  access: LessonContentAccess;
  media: LessonMedia;
  viewerAccess: string;
}): LessonView {
  const full = access === 'full';
  return {
    id: lesson.id,
    title: lesson.title,
    content: lessonContent(lesson.content, access),
    ...lessonVideoFields({ videoUrl: lesson.videoUrl, media, access: full ? viewerAccess : null }),
    order: lesson.order,
    ...(full ? { attachments: media.attachments.map((row) => toAttachment(row, viewerAccess)) } : {}),
  };
}
