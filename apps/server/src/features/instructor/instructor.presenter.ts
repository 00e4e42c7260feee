import type { InstructorLesson } from '@somo/contract/instructor';
import type { lessons } from '../../db/schema/courses';
import { lessonVideoFields, toAttachment, type LessonMedia } from '../lesson-files/lesson-files.presenter';

/** A lesson as its instructor (or an admin) manages it: the Markdown and every file, at the viewer's URLs. */
export function toInstructorLesson({
  lesson,
  media,
  viewerAccess,
}: {
  lesson: typeof lessons.$inferSelect;
  media: LessonMedia;
  viewerAccess: string;
}): InstructorLesson {
  return {
    id: lesson.id,
    course_id: lesson.courseId,
    title: lesson.title,
    content: lesson.content,
    ...lessonVideoFields({ videoUrl: lesson.videoUrl, media, access: viewerAccess }),
    video_file: media.video ? { name: media.video.name, size: media.video.size } : null,
    order: lesson.order,
    created_at: lesson.createdAt.toISOString(),
    attachments: media.attachments.map((row) => toAttachment(row, viewerAccess)),
  };
}
