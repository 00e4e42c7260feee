import { plural } from '../../../lib/plural';

const HOUR_MS = 60 * 60 * 1000;
const DAY_HOURS = 24;

/**
 * Spec 01 §9 (forums): under 1 hour 'Just now', under 24 hours 'N hours ago', else 'N days ago'.
 * A time slightly in the future (clocks a little apart) also reads 'Just now'.
 */
export function forumRelativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const hours = Math.floor((now.getTime() - then) / HOUR_MS);
  if (hours < 1) return 'Just now';
  if (hours < DAY_HOURS) return `${plural(hours, 'hour')} ago`;
  return `${plural(Math.floor(hours / DAY_HOURS), 'day')} ago`;
}
