import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { LOW_TIME_SECONDS } from './exam-constants';

/**
 * How far the server's clock is ahead of this browser's (negative: behind), in milliseconds. The server
 * stamped `serverTime` somewhere between sending and receiving, so the middle of the round trip is the
 * best guess for the browser time that matches it.
 */
export function clockOffsetMs(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return server - (sentAt + receivedAt) / 2;
}

/**
 * Whole seconds left until the server's deadline, read on the server's clock (browser time plus the
 * offset), rounded up so the countdown shows 0:00 only when the time is really up.
 */
export function remainingSeconds({
  deadline,
  clockOffsetMs: offset,
  now,
}: {
  deadline: string;
  clockOffsetMs: number;
  now: number;
}): number {
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - (now + offset)) / 1000));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Spec 01 §2: h:mm:ss from one hour up, m:ss below it; nothing below 0:00. */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** Spec 01 §9: the low-time warning shows under 300 seconds (so 300 itself is still calm). */
export function isLowTime(seconds: number): boolean {
  return seconds < LOW_TIME_SECONDS;
}

/**
 * A spoken countdown for screen readers, e.g. '1 hour 5 minutes' or '4 minutes 30 seconds': each pair is one
 * message, so every language words (and pluralises) it its own way.
 */
export function describeDuration(remaining: number, i18n: I18n): string {
  const total = Math.max(0, Math.ceil(remaining));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0 && minutes > 0) {
    return i18n._(
      msg`${plural(hours, { one: '# hour', other: '# hours' })} ${plural(minutes, { one: '# minute', other: '# minutes' })}`,
    );
  }
  if (hours > 0) return i18n._(msg`${plural(hours, { one: '# hour', other: '# hours' })}`);
  if (minutes > 0 && seconds > 0) {
    return i18n._(
      msg`${plural(minutes, { one: '# minute', other: '# minutes' })} ${plural(seconds, { one: '# second', other: '# seconds' })}`,
    );
  }
  if (minutes > 0) return i18n._(msg`${plural(minutes, { one: '# minute', other: '# minutes' })}`);
  return i18n._(msg`${plural(seconds, { one: '# second', other: '# seconds' })}`);
}

/**
 * A reader of the seconds left for one deadline. Reads closer together than `sameMomentMs` give the same
 * answer, as React's external-store hook expects when it reads twice in a row.
 */
export function createRemainingReader(
  deadline: string,
  offset: number,
  now: () => number = Date.now,
  sameMomentMs = 50,
): () => number {
  let last = { at: Number.NEGATIVE_INFINITY, value: 0 };
  return () => {
    const at = now();
    if (at - last.at >= sameMomentMs) {
      last = { at, value: remainingSeconds({ deadline, clockOffsetMs: offset, now: at }) };
    }
    return last.value;
  };
}
