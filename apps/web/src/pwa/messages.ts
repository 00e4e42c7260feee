/**
 * The messages between the pages and the service worker, apart from the caching rules: the entry chunk needs one of
 * them (session-storage.ts), and whatever module it imports lands there whole.
 */

/** A page to a waiting worker, when the student asks for the new version. */
export const TAKE_OVER = 'take-over';
/** A page to the worker, when the session ends: answers still on their way must not be kept. */
export const FORGET = 'forget';
/** The worker to its pages, when an answer it served from what it kept has changed since. */
export const FRESH_ANSWER = 'fresh-answer';
