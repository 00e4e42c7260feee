/**
 * The video links a lesson can play: YouTube and Vimeo, embedded through their privacy-friendly players. Shared by
 * the server (the video URL field refuses anything else) and the web app (the player).
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);
const VIMEO_ID = /^\d{1,12}$/;
/** Vimeo's privacy hash of an unlisted video, as in vimeo.com/123/abcdef1234 or ?h=abcdef1234. */
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

function parseLink(link: string): URL | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const bareHost = (url: URL) => url.hostname.toLowerCase().replace(/^(?:www\.|m\.)/, '');

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
  const url = parseLink(link);
  if (!url) return null;
  const host = bareHost(url);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The privacy-enhanced embed address for a YouTube link (keeping its start time), or null. */
export function youtubeEmbedUrl(link: string): string | null {
  const id = youtubeVideoId(link);
  if (!id) return null;
  const url = new URL(link.trim());
  const start = parseStart(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ''}`;
}

/** A Vimeo video's id and, for an unlisted one, its privacy hash: vimeo.com/ID, vimeo.com/ID/HASH, player.vimeo.com/video/ID. */
export function vimeoVideo(link: string): { id: string; hash: string | null } | null {
  const url = parseLink(link);
  if (!url) return null;
  const host = bareHost(url);
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (host === 'vimeo.com') {
    // vimeo.com/ID, vimeo.com/ID/HASH, vimeo.com/channels/NAME/ID
    const at = parts.findIndex((part) => VIMEO_ID.test(part));
    id = at >= 0 ? parts[at] : undefined;
    if (at >= 0 && parts[at + 1]) hash = parts[at + 1] ?? null;
  } else if (host === 'player.vimeo.com' && parts[0] === 'video') {
    id = parts[1];
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  return { id, hash: hash && VIMEO_HASH.test(hash) ? hash : null };
}

/** Vimeo's player with its tracking off, keeping an unlisted video's hash. */
export function vimeoEmbedUrl(link: string): string | null {
  const video = vimeoVideo(link);
  if (!video) return null;
  const query = new URLSearchParams({ dnt: '1' });
  if (video.hash) query.set('h', video.hash);
  return `https://player.vimeo.com/video/${video.id}?${query.toString()}`;
}

export type VideoLinkKind = 'youtube' | 'vimeo';

/** Which player a link plays in, or null for a link no lesson can play. */
export function videoLinkKind(link: string): VideoLinkKind | null {
  if (youtubeVideoId(link)) return 'youtube';
  if (vimeoVideo(link)) return 'vimeo';
  return null;
}

/** The embed address of a playable link, or null. */
export function videoEmbedUrl(link: string): string | null {
  return youtubeEmbedUrl(link) ?? vimeoEmbedUrl(link);
}
