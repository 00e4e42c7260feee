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
