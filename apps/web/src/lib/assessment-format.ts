import { plural } from './plural';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** 'Mar 5, 2030, 2:30 PM', or an empty string for a date that cannot be read. */
export function formatDateTime(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

export function formatTime(value: number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/** '45 minutes', '1 hour', '1 hour 30 minutes'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}

/** Scores keep up to two decimals from the server; whole numbers show without any. */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
