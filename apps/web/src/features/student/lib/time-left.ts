import { plural } from '../../../lib/plural';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Time left in the largest whole unit that fits, rounded down so it never promises more than there is:
 * '3 days', '5 hours', '12 minutes', 'less than a minute'.
 */
export function timeLeftText(seconds: number): string {
  if (seconds >= 2 * DAY) return plural(Math.floor(seconds / DAY), 'day');
  if (seconds >= 2 * HOUR) return plural(Math.floor(seconds / HOUR), 'hour');
  if (seconds >= MINUTE) return plural(Math.floor(seconds / MINUTE), 'minute');
  return 'less than a minute';
}

/** Under a day to go: the dashboard marks the assessment as due soon. */
export function isDueSoon(seconds: number | null): boolean {
  return seconds !== null && seconds < DAY;
}
