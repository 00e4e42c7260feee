import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_ACCESS_PARAM } from '@somo/contract/lesson-files';

const DAY_SECONDS = 24 * 60 * 60;
/** Grants remembered for the day, so a signature is computed once per user and day, not per course page. */
const MAX_REMEMBERED_GRANTS = 50_000;

/**
 * A browser cannot send its bearer token with a <video> range request or a plain download link, so the file URLs
 * in a lesson answer carry the viewer's access instead: their user id and an expiry, signed. Access still depends
 * on the viewer, checked afresh on every request (lesson-files.service.ts); the signature only says who asks.
 * One grant lasts until the end of the next UTC day, so a viewer's URLs stay the same all day and the browser's
 * cache (and a page kept for offline use) can reuse them.
 */
export type FileAccess = {
  /** The access string for this user's file URLs. */
  grant(userId: number): string;
  /** The user an access string was granted to, or undefined when it is forged, malformed or expired. */
  verify(access: string): number | undefined;
};

export function createFileAccess(secret: string, now: () => number = Date.now): FileAccess {
  const key = createHmac('sha256', secret).update('somo lesson file access').digest();
  const sign = (userId: number, expires: number) =>
    createHmac('sha256', key).update(`${userId}.${expires}`).digest('base64url');
  let grantsDay = 0;
  const grants = new Map<number, string>();
  return {
    grant(userId) {
      const today = Math.floor(now() / 1000 / DAY_SECONDS);
      if (today !== grantsDay || grants.size >= MAX_REMEMBERED_GRANTS) {
        grants.clear();
        grantsDay = today;
      }
      let access = grants.get(userId);
      if (!access) {
        const expires = (today + 2) * DAY_SECONDS;
        access = `${userId}.${expires}.${sign(userId, expires)}`;
        grants.set(userId, access);
      }
      return access;
    },
    verify(access) {
      const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{43})$/.exec(access);
      if (!match) return undefined;
      const [, id, expiry, signature = ''] = match;
      const userId = Number(id);
      const expires = Number(expiry);
      if (expires * 1000 <= now()) return undefined;
      const expected = Buffer.from(sign(userId, expires));
      const given = Buffer.from(signature);
      return timingSafeEqual(expected, given) ? userId : undefined;
    },
  };
}

/**
 * Stands for the viewer's access in course pages kept in the catalogue cache, which are shared by every viewer;
 * each answer puts in its own (courses.service.ts). It holds control characters, which lesson text never may, so
 * it cannot clash with anything a lesson says.
 */
export const VIEWER_ACCESS_PLACEHOLDER = '\u0001viewer\u0001';

/** The address a viewer downloads or plays a lesson file at. */
export function lessonFileUrl(fileId: string, access: string): string {
  return `/api/files/${fileId}/?${FILE_ACCESS_PARAM}=${access}`;
}
