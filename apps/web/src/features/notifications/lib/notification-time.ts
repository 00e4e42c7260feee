import { formatDate, formatShortAgo } from '../../../lib/format';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** The notifications page's times (spec 01 §9): as the bell ('Just now', Nm, Nh, Nd ago) up to a week, then the date. */
export function pageTime(createdAt: string, now = Date.now()): string {
  return now - new Date(createdAt).getTime() < WEEK_MS
    ? formatShortAgo(createdAt, now)
    : formatDate(createdAt);
}
