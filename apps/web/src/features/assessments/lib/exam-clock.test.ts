import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { i18n } from '../../../lib/i18n/i18n';
import {
  clockOffsetMs,
  createRemainingReader,
  describeDuration,
  formatCountdown,
  isLowTime,
  remainingSeconds,
} from './exam-clock';

describe('formatCountdown', () => {
  it('shows h:mm:ss from one hour up', () => {
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(3661)).toBe('1:01:01');
    expect(formatCountdown(10 * 3600 + 5)).toBe('10:00:05');
  });

  it('shows m:ss under an hour', () => {
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
  });

  it('shows 0:00 at zero and for negative or broken values', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-12)).toBe('0:00');
    expect(formatCountdown(Number.NaN)).toBe('0:00');
  });

  it('rounds a part second up, so 0:00 only shows when time is up', () => {
    expect(formatCountdown(0.2)).toBe('0:01');
  });
});

describe('isLowTime', () => {
  it('warns under 300 seconds, not at 300', () => {
    expect(isLowTime(299)).toBe(true);
    expect(isLowTime(300)).toBe(false);
    expect(isLowTime(0)).toBe(true);
    expect(isLowTime(3600)).toBe(false);
  });
});

describe('remaining time from the server deadline', () => {
  const deadline = '2030-01-01T10:00:00.000Z';
  const deadlineMs = Date.parse(deadline);

  it('counts down to the deadline when the clocks agree', () => {
    expect(remainingSeconds({ deadline, clockOffsetMs: 0, now: deadlineMs - 90_000 })).toBe(90);
  });

  it('corrects a browser clock that runs ahead of the server', () => {
    // The browser says 10:00:00 but the server is 2 minutes behind: 2 minutes are really left.
    const offset = clockOffsetMs('2030-01-01T09:58:00.000Z', deadlineMs, deadlineMs);
    expect(offset).toBe(-120_000);
    expect(remainingSeconds({ deadline, clockOffsetMs: offset, now: deadlineMs })).toBe(120);
  });

  it('corrects a browser clock that runs behind the server', () => {
    const browserNow = deadlineMs - 10 * 60_000;
    const offset = clockOffsetMs('2030-01-01T09:55:00.000Z', browserNow, browserNow);
    expect(offset).toBe(5 * 60_000);
    expect(remainingSeconds({ deadline, clockOffsetMs: offset, now: browserNow })).toBe(300);
  });

  it('takes the middle of the round trip as the moment the server answered', () => {
    expect(
      clockOffsetMs(
        '2030-01-01T00:00:01.000Z',
        Date.parse('2030-01-01T00:00:00.000Z'),
        Date.parse('2030-01-01T00:00:02.000Z'),
      ),
    ).toBe(0);
  });

  it('rounds part seconds up and never goes below zero', () => {
    expect(remainingSeconds({ deadline, clockOffsetMs: 0, now: deadlineMs - 1500 })).toBe(2);
    expect(remainingSeconds({ deadline, clockOffsetMs: 0, now: deadlineMs + 5000 })).toBe(0);
  });

  it('treats an unreadable time as no offset and no time', () => {
    expect(clockOffsetMs('not a date', 0, 0)).toBe(0);
    expect(remainingSeconds({ deadline: 'soon', clockOffsetMs: 0, now: 0 })).toBe(0);
  });
});

describe('describeDuration', () => {
  it('reads naturally', () => {
    expect(describeDuration(3900, i18n)).toBe('1 hour 5 minutes');
    expect(describeDuration(7200, i18n)).toBe('2 hours');
    expect(describeDuration(270, i18n)).toBe('4 minutes 30 seconds');
    expect(describeDuration(60, i18n)).toBe('1 minute');
    expect(describeDuration(1, i18n)).toBe('1 second');
  });
});

const catalogues = import.meta.glob<{ messages: Messages }>('../../../locales/*/assessments.po', {
  eager: true,
});

/** This feature's texts in one language, as the app loads them. */
function inLanguage(language: 'fr' | 'es' | 'sw') {
  const catalogue = catalogues[`../../../locales/${language}/assessments.po`];
  if (!catalogue) throw new Error(`no ${language} catalogue for assessments`);
  return setupI18n({ locale: language, messages: { [language]: catalogue.messages } });
}

describe('describeDuration in other languages', () => {
  it('follows the plurals and word order of each language', () => {
    expect(describeDuration(3900, inLanguage('fr'))).toBe('1 heure et 5 minutes');
    expect(describeDuration(1, inLanguage('fr'))).toBe('1 seconde');
    expect(describeDuration(7200, inLanguage('es'))).toBe('2 horas');
    expect(describeDuration(61, inLanguage('es'))).toBe('1 minuto y 1 segundo');
    expect(describeDuration(270, inLanguage('sw'))).toBe('dakika 4 na sekunde 30');
    expect(describeDuration(3600, inLanguage('sw'))).toBe('saa 1');
  });
});

describe('createRemainingReader', () => {
  it('answers the same within one moment and follows the clock after it', () => {
    let now = Date.parse('2030-01-01T09:59:58.990Z');
    const read = createRemainingReader('2030-01-01T10:00:00.000Z', 0, () => now);
    expect(read()).toBe(2);
    // 20 ms later the deadline is under a second away, but this is still the same read.
    now += 20;
    expect(read()).toBe(2);
    now += 500;
    expect(read()).toBe(1);
    now += 1000;
    expect(read()).toBe(0);
  });
});
