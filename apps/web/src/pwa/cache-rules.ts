/**
 * Which answers the service worker keeps, and how it answers each request. Shared by the worker and the page
 * (the page saves courses for offline reading and empties the caches on sign-out), and pure, so it is unit tested.
 */

/** Each version's shell (index.html and its hashed JS/CSS) has a cache of its own, so versions never mix. */
export const SHELL_CACHE_PREFIX = 'somo-shell-';
/** The signed-in answers a lesson page needs, as last fetched. Belongs to the signed-in user. */
export const API_CACHE = 'somo-api';
/** Lesson images seen while reading. */
export const IMAGE_CACHE = 'somo-images';
/** One cache per course the student saved for offline reading: its answers, images and, if asked, handouts. */
export const COURSE_CACHE_PREFIX = 'somo-course-';

export const courseCacheName = (courseId: string | number) => `${COURSE_CACHE_PREFIX}${courseId}`;

/** What belongs to the signed-in student, emptied when the session ends; the shell belongs to no one. */
export const isPersonalCache = (name: string) =>
  name === API_CACHE || name === IMAGE_CACHE || name.startsWith(COURSE_CACHE_PREFIX);

/**
 * - shell: a page address of the app: this version's index.html (client routes are drawn by the app);
 * - asset: a file of the build: from the shell's cache, else the network;
 * - network-first: a signed-in student's answer a lesson page needs: fresh when the network answers soon, else the kept
 *   one (and the fresh one when it comes);
 * - image: a lesson image: the kept one, else the network (its address never changes content);
 * - handout: a lesson's handout: the network, else a saved copy;
 * - pass: left to the browser (every other API call and upload, writes, other sites).
 */
export type Strategy = 'shell' | 'asset' | 'network-first' | 'image' | 'handout' | 'pass';

/**
 * GET /api/courses/{id}/ and the student's progress in it. Who is signed in is not kept: the page trusts the
 * stored session until the server says it has ended (lib/auth/auth-provider.tsx).
 */
const KEPT_ANSWERS = [/^\/api\/courses\/\d+\/$/, /^\/api\/student\/courses\/\d+\/progress\/$/];
const LESSON_IMAGE = /^\/media\/lesson-images\/([0-9a-f-]{36})-(\d+)\.webp$/;
const HANDOUT = /^\/api\/files\/[0-9a-f-]{36}\/$/;
const FILE_NAME = /\.[a-z0-9]+$/i;

type RequestFacts = { method: string; mode: string; url: string; headers: { has(name: string): boolean } };

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'pass';
  const { pathname } = url;
  // Never the shell for the API or uploads, even when the browser navigates there (a download, a new tab).
  if (pathname.startsWith('/api/')) {
    // Only a signed-in student's answers: a guest's view of a course is not theirs to keep, and one asked just
    // after a session ended must not refill what ending it emptied.
    const kept = KEPT_ANSWERS.some((pattern) => pattern.test(pathname));
    if (kept && request.headers.has('authorization')) return 'network-first';
    return HANDOUT.test(pathname) ? 'handout' : 'pass';
  }
  if (pathname.startsWith('/media/')) return LESSON_IMAGE.test(pathname) ? 'image' : 'pass';
  // App routes never end in a file name; /sitemap.xml or an icon opened in a tab is the file itself.
  return request.mode === 'navigate' && !FILE_NAME.test(pathname) ? 'shell' : 'asset';
}

/** Widths a lesson image is stored in (LESSON_IMAGE_WIDTHS in the contract, which the worker does not load). */
export const LESSON_IMAGE_WIDTHS = [480, 960, 1600] as const;

/**
 * The other stored sizes of a lesson image: offline, a page that asks for another size than the one saved
 * (another screen, another zoom) still gets the picture.
 */
export function otherImageSizes(pathname: string): string[] {
  const match = LESSON_IMAGE.exec(pathname);
  if (!match) return [];
  const [, id, width] = match;
  return LESSON_IMAGE_WIDTHS.filter((other) => String(other) !== width).map(
    (other) => `/media/lesson-images/${id}-${other}.webp`,
  );
}
