/** What the learning page makes of a lesson's video link and text (pure, so it is unit tested). */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);

/** '90', '90s', '1m30s', '1h2m3s' → seconds; anything else → 0. */
function parseStart(value: string | null): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/**
 * The video id of a YouTube link: youtube.com/watch?v=ID, youtu.be/ID, youtube.com/embed/ID (also the
 * m., www. and -nocookie hosts, and /shorts/ and /live/ links); null for any other link.
 */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(?:www\.|m\.)/, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced embed address for a YouTube link (keeping its start time), or null. */
export function youtubeEmbedUrl(link: string): string | null {
  const id = youtubeVideoId(link);
  if (!id) return null;
  const url = new URL(link.trim());
  const start = parseStart(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ''}`;
}

export const WORDS_PER_MINUTE = 200;
/** What a lesson video adds to the estimate; the length of a linked video is not known here. */
export const VIDEO_MINUTES = 5;

/** Reading time at 200 words a minute, rounded up, plus a few minutes for a video; at least 1 minute. */
export function estimateLessonMinutes(lesson: { content: string | null; video_url: string | null }): number {
  const text = lesson.content?.trim() ?? '';
  const words = text ? text.split(/\s+/).length : 0;
  const minutes = Math.ceil(words / WORDS_PER_MINUTE) + (lesson.video_url?.trim() ? VIDEO_MINUTES : 0);
  return Math.max(1, minutes);
}

/** Paragraphs are separated by blank lines; single line breaks stay inside their paragraph. */
export function toParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
