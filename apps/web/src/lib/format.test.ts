import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n/i18n';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  formatShortAgo,
  formatTime,
  formatTypedNumber,
  parseNumber,
  setDisplayTimeZone,
} from './format';
import { messagesOf } from '../test/catalogues';

const frenchPublic = messagesOf('fr');

// Normalises the narrow and ordinary no-break spaces Intl puts in French numbers and times.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const NOW = Date.parse('2026-03-10T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

function speak(language: string, messages = {}) {
  i18n.loadAndActivate({ locale: language, messages });
}

afterEach(() => {
  speak('en');
  setDisplayTimeZone(undefined);
});

describe('formatting in English keeps the spec formats', () => {
  it('writes dates, times and numbers the American way', () => {
    setDisplayTimeZone('UTC');
    expect(formatDate('2026-01-05T15:05:00Z')).toBe('Jan 5, 2026');
    expect(formatDate('2026-01-05T15:05:00Z', 'long')).toBe('January 5, 2026');
    expect(plain(formatDateTime('2026-01-05T15:05:00Z'))).toBe('Jan 5, 2026, 3:05 PM');
    expect(plain(formatTime('2026-01-05T15:05:00Z'))).toBe('3:05 PM');
    expect(formatNumber(1250.5)).toBe('1,250.5');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows a time near midnight UTC on the previous day in America/Denver', () => {
    setDisplayTimeZone('America/Denver');
    expect(formatDate('2026-03-10T03:30:00Z')).toBe('Mar 9, 2026');
    expect(plain(formatDateTime('2026-03-10T03:30:00Z'))).toBe('Mar 9, 2026, 9:30 PM');
    setDisplayTimeZone('UTC');
    expect(formatDate('2026-03-10T03:30:00Z')).toBe('Mar 10, 2026');
    setDisplayTimeZone('Africa/Nairobi');
    expect(plain(formatTime('2026-03-10T22:30:00Z'))).toBe('1:30 AM');
  });

  it('writes the bell times as the spec does', () => {
    expect(formatShortAgo(minutesAgo(0), NOW)).toBe('Just now');
    expect(formatShortAgo(new Date(NOW + 30_000).toISOString(), NOW)).toBe('Just now');
    expect(formatShortAgo(minutesAgo(5), NOW)).toBe('5m ago');
    expect(formatShortAgo(minutesAgo(3 * 60 + 5), NOW)).toBe('3h ago');
    expect(formatShortAgo(minutesAgo(2 * 1440 + 5), NOW)).toBe('2d ago');
    expect(formatRelativeTime(minutesAgo(5), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(minutesAgo(1440), NOW)).toBe('yesterday');
    expect(formatRelativeTime(minutesAgo(0), NOW)).toBe('Just now');
  });
});

describe('formatting in the other languages', () => {
  it('writes French', () => {
    speak('fr', frenchPublic);
    setDisplayTimeZone('Africa/Kigali');
    expect(formatDate('2026-01-05T15:05:00Z')).toBe('5 janv. 2026');
    expect(formatDate('2026-01-05T15:05:00Z', 'long')).toBe('5 janvier 2026');
    expect(plain(formatTime('2026-01-05T15:05:00Z'))).toBe('17:05');
    expect(plain(formatNumber(1250.5))).toBe('1 250,5');
    expect(plain(formatShortAgo(minutesAgo(5), NOW))).toBe('il y a 5 min');
    expect(formatShortAgo(minutesAgo(0), NOW)).toBe('À l’instant');
    expect(formatRelativeTime(minutesAgo(1440), NOW)).toBe('hier');
  });

  it('writes Spanish', () => {
    speak('es');
    setDisplayTimeZone('America/Denver');
    expect(formatDate('2026-03-10T03:30:00Z')).toBe('9 mar 2026');
    expect(formatNumber(1250.5)).toBe('1250,5');
    expect(formatShortAgo(minutesAgo(3 * 60), NOW)).toBe('hace 3 h');
  });

  it('writes Swahili', () => {
    speak('sw');
    setDisplayTimeZone('Africa/Dar_es_Salaam');
    expect(formatDate('2026-01-05T22:30:00Z')).toBe('6 Jan 2026');
    expect(formatNumber(1250.5)).toBe('1,250.5');
    expect(formatShortAgo(minutesAgo(5), NOW)).toBe('dakika 5 zilizopita');
  });
});

describe('file sizes', () => {
  it('picks the unit and writes it in the interface language', () => {
    speak('en');
    expect(formatBytes(820)).toBe('820 bytes');
    expect(formatBytes(1536)).toBe('1.5 kB');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatBytes(250 * 1024 * 1024)).toBe('250 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
    speak('fr', frenchPublic);
    expect(plain(formatBytes(1.5 * 1024 * 1024))).toBe('1,5 Mo');
  });
});

describe('numbers typed by a person', () => {
  it('reads English numbers, with commas only between groups of three digits', () => {
    speak('en');
    expect(parseNumber('3.5')).toBe(3.5);
    expect(parseNumber(' -2 ')).toBe(-2);
    expect(parseNumber('+0.25')).toBe(0.25);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('0')).toBe(0);
    expect(parseNumber('1,250.5')).toBe(1250.5);
    expect(parseNumber('1 250')).toBe(1250);
    expect(parseNumber('3,5')).toBeUndefined();
  });

  it('reads a decimal comma where the language writes one, and a point there too', () => {
    speak('fr', frenchPublic);
    expect(parseNumber('3,5')).toBe(3.5);
    expect(parseNumber('3.5')).toBe(3.5);
    expect(parseNumber('1\u202f250,75')).toBe(1250.75);
    expect(parseNumber('\u22124,5')).toBe(-4.5);
    speak('es');
    expect(parseNumber('3,14')).toBe(3.14);
    // A point never groups digits: read as a decimal mark rather than guessed at.
    expect(parseNumber('12.500')).toBe(12.5);
    expect(parseNumber('1.250,5')).toBeUndefined();
    speak('sw');
    expect(parseNumber('3.5')).toBe(3.5);
    expect(parseNumber('3,5')).toBeUndefined();
  });

  it('refuses text that is not a number', () => {
    speak('en');
    for (const junk of ['', '  ', '-', '.', 'abc', '3.5.1', '1e5', '12 34', '3 apples', 'Infinity', '0x10']) {
      expect(parseNumber(junk), junk).toBeUndefined();
    }
  });

  it('writes a number back as it is typed, so it reads back the same', () => {
    speak('fr', frenchPublic);
    expect(formatTypedNumber(12500.125)).toBe('12500,125');
    speak('es');
    expect(formatTypedNumber(12500.125)).toBe('12500,125');
    for (const value of [0, -3.5, 0.1 + 0.2, 12500.125, 1e-7]) {
      expect(parseNumber(formatTypedNumber(value))).toBe(value);
    }
  });
});
