import type { LessonAttachment, VideoSource } from '@somo/contract/courses';
import { videoLinkKind } from '@somo/contract/video-links';
import { lessonFileUrl } from './file-access';
import type { LessonFileRow } from './lesson-files.queries';

/** What one lesson carries besides its text. */
export type LessonMedia = {
  attachments: LessonFileRow[];
  video?: LessonFileRow;
  poster?: LessonFileRow;
  captions?: LessonFileRow;
};

export const NO_MEDIA: LessonMedia = { attachments: [] };

/** Files per lesson id (images belong to the course and are left out). */
export function groupByLesson(rows: LessonFileRow[]): Map<number, LessonMedia> {
  const byLesson = new Map<number, LessonMedia>();
  for (const row of rows) {
    if (row.lessonId === null || row.kind === 'image') continue;
    const media = byLesson.get(row.lessonId) ?? { attachments: [] };
    if (row.kind === 'attachment') media.attachments.push(row);
    else media[row.kind] = row;
    byLesson.set(row.lessonId, media);
  }
  return byLesson;
}

export function toAttachment(row: LessonFileRow, access: string): LessonAttachment {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    content_type: row.contentType,
    url: lessonFileUrl(row.id, access),
  };
}

/**
 * A lesson's video fields. An uploaded video goes only to viewers with access to the lesson's files (`access`);
 * a YouTube or Vimeo link is public, as the course page always showed it.
 */
export function lessonVideoFields({
  videoUrl,
  media,
  access,
}: {
  videoUrl: string | null;
  media: LessonMedia;
  access: string | null;
}): {
  video_url: string | null;
  video_source: VideoSource | null;
  video_poster_url: string | null;
  video_captions_url: string | null;
} {
  if (media.video) {
    const url = (row: LessonFileRow | undefined) => (row && access ? lessonFileUrl(row.id, access) : null);
    return {
      video_url: url(media.video),
      video_source: 'file',
      video_poster_url: url(media.poster),
      video_captions_url: url(media.captions),
    };
  }
  return {
    video_url: videoUrl,
    video_source: videoUrl ? (videoLinkKind(videoUrl) ?? 'link') : null,
    video_poster_url: null,
    video_captions_url: null,
  };
}
