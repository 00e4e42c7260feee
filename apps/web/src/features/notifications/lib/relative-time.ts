const MINUTE = 60_000;
const HOUR_IN_MINUTES = 60;
const DAY_IN_MINUTES = 1440;
const WEEK_IN_MINUTES = 10_080;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Whole minutes since `createdAt`; a time slightly in the future (clock skew) counts as now. */
function minutesSince(createdAt: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / MINUTE));
}

function shortAgo(minutes: number): string {
  if (minutes < 1) return 'Just now';
  if (minutes < HOUR_IN_MINUTES) return `${minutes}m ago`;
  if (minutes < DAY_IN_MINUTES) return `${Math.floor(minutes / HOUR_IN_MINUTES)}h ago`;
  return `${Math.floor(minutes / DAY_IN_MINUTES)}d ago`;
}

/** The bell's times (spec 01 §9): 'Just now', then Nm, Nh and Nd ago. */
export function bellTime(createdAt: string, now = Date.now()): string {
  return shortAgo(minutesSince(createdAt, now));
}

/** The notifications page's times (spec 01 §9): as the bell up to a week, then the date. */
export function pageTime(createdAt: string, now = Date.now()): string {
  const minutes = minutesSince(createdAt, now);
  return minutes < WEEK_IN_MINUTES ? shortAgo(minutes) : dateFormat.format(new Date(createdAt));
}
