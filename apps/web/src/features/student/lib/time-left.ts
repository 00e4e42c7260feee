import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Span = { unit: 'day' | 'hour' | 'minute'; count: number };

/**
 * Time left in the largest whole unit that fits, rounded down so it never promises more than there is
 * (3 days, 5 hours, 12 minutes); null under a minute.
 */
function largestSpan(seconds: number): Span | null {
  if (seconds >= 2 * DAY) return { unit: 'day', count: Math.floor(seconds / DAY) };
  if (seconds >= 2 * HOUR) return { unit: 'hour', count: Math.floor(seconds / HOUR) };
  if (seconds >= MINUTE) return { unit: 'minute', count: Math.floor(seconds / MINUTE) };
  return null;
}

/**
 * Until an assessment is due: '3 days left', '5 hours left', '12 minutes left', 'less than a minute left'. Whole
 * phrases with their plural, so each language words 'left' the way it agrees with the unit.
 */
export function dueTimeLeftText(seconds: number, i18n: I18n): string {
  const span = largestSpan(seconds);
  if (!span) return i18n._(msg`less than a minute left`);
  const { count } = span;
  if (span.unit === 'day') return i18n._(msg`${plural(count, { one: '# day left', other: '# days left' })}`);
  if (span.unit === 'hour')
    return i18n._(msg`${plural(count, { one: '# hour left', other: '# hours left' })}`);
  return i18n._(msg`${plural(count, { one: '# minute left', other: '# minutes left' })}`);
}

/** A running attempt, by the server's clock: 'In progress · 12 minutes left on the clock'. */
export function attemptTimeLeftText(seconds: number, i18n: I18n): string {
  const span = largestSpan(seconds);
  if (!span) return i18n._(msg`In progress · less than a minute left on the clock`);
  const { count } = span;
  if (span.unit === 'day') {
    return i18n._(
      msg`In progress · ${plural(count, { one: '# day left on the clock', other: '# days left on the clock' })}`,
    );
  }
  if (span.unit === 'hour') {
    return i18n._(
      msg`In progress · ${plural(count, { one: '# hour left on the clock', other: '# hours left on the clock' })}`,
    );
  }
  return i18n._(
    msg`In progress · ${plural(count, { one: '# minute left on the clock', other: '# minutes left on the clock' })}`,
  );
}

/** Under a day to go: the dashboard marks the assessment as due soon. */
export function isDueSoon(seconds: number | null): boolean {
  return seconds !== null && seconds < DAY;
}
