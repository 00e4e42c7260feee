import type { VideoSource } from '@somo/contract/courses';
import { markdownToPlainText } from '@somo/contract/markdown';

/** How long the learning page says a lesson takes (pure, so it is unit tested). */

export const WORDS_PER_MINUTE = 200;
/** What a lesson video adds to the estimate; the length of a video is not known here. */
export const VIDEO_MINUTES = 5;

/**
 * Reading time at 200 words a minute, rounded up, plus a few minutes for a video; at least 1 minute. Only the
 * words a reader reads count: not the Markdown's marks, image addresses or link targets.
 */
export function estimateLessonMinutes(lesson: {
  content: string | null;
  video_source: VideoSource | null;
}): number {
  const text = markdownToPlainText(lesson.content ?? '');
  const words = text ? text.split(/\s+/).length : 0;
  const minutes = Math.ceil(words / WORDS_PER_MINUTE) + (lesson.video_source ? VIDEO_MINUTES : 0);
  return Math.max(1, minutes);
}
