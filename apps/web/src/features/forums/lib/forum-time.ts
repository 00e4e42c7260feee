import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

const HOUR_MS = 60 * 60 * 1000;
const DAY_HOURS = 24;

/**
 * Spec 01 §9 (forums): under 1 hour 'Just now', under 24 hours 'N hours ago', else 'N days ago'.
 * A time slightly in the future (clocks a little apart) also reads 'Just now'.
 */
export function forumRelativeTime(i18n: I18n, iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const hours = Math.floor((now.getTime() - then) / HOUR_MS);
  if (hours < 1) return i18n._(msg`Just now`);
  if (hours < DAY_HOURS) return i18n._(msg`${plural(hours, { one: '# hour ago', other: '# hours ago' })}`);
  const days = Math.floor(hours / DAY_HOURS);
  return i18n._(msg`${plural(days, { one: '# day ago', other: '# days ago' })}`);
}
