import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The one place dates, times, numbers and relative times are written: through Intl, in the interface language
 * and the viewer's time zone (the profile's; a guest's is the browser's). English keeps the spec's US formats.
 */

let displayTimeZone: string | undefined;

/** The profile's time zone, or undefined for the browser's own. */
export function setDisplayTimeZone(zone: string | undefined) {
  displayTimeZone = zone;
}

export function getDisplayTimeZone(): string | undefined {
  return displayTimeZone;
}

/** English is written the American way, as the spec shows it. */
const ENGLISH_LOCALE_TAG = 'en-US';

/** The Intl locale of the interface language. */
function intlLocale(): string {
  const language = i18n.locale || 'en';
  return language === 'en' ? ENGLISH_LOCALE_TAG : language;
}

/** The key a formatter is kept under: its kind and everything that shapes it. */
function formatterKey(...parts: (string | undefined)[]): string {
  return parts.map((part) => part ?? '').join('|');
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  const found = formatters.get(key);
  if (found) return found as T;
  const made = make();
  formatters.set(key, made);
  return made;
}

type DateStyle = 'medium' | 'long' | 'dateTime' | 'time';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};

function dateFormat(style: DateStyle): Intl.DateTimeFormat {
  const locale = intlLocale();
  const zone = displayTimeZone;
  return cached(
    formatterKey('date', locale, zone, style),
    () => new Intl.DateTimeFormat(locale, { ...DATE_OPTIONS[style], timeZone: zone }),
  );
}

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 'Jan 5, 2026' · '5 janv. 2026' · '5 ene 2026' · '5 Jan 2026'; an unreadable date gives ''. */
export function formatDate(value: string | number | Date, style: 'medium' | 'long' = 'medium'): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(style).format(date);
}

/** 'Jan 5, 2026, 3:05 PM' · '5 janv. 2026, 15:05'. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  const style: DateStyle = 'dateTime';
  return Number.isNaN(date.getTime()) ? '' : dateFormat(style).format(date);
}

/** '3:05 PM' · '15:05'. */
export function formatTime(value: string | number | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat('time').format(date);
}

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = intlLocale();
  return cached(
    formatterKey('number', locale, JSON.stringify(options)),
    () => new Intl.NumberFormat(locale, options),
  );
}

/** '1,250' · '1 250' · '1250'; options as Intl.NumberFormat's (fraction digits, percent, ...). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(options).format(value);
}

/** A number as a person types it: every decimal it has and no digit groups ('1250,5' in French). */
export function formatTypedNumber(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 20, useGrouping: false });
}

/** How the interface language writes numbers: its decimal mark and the mark between digit groups. */
function numberMarks(): { decimal: string; group: string } {
  const parts = numberFormat({}).formatToParts(11111.1);
  const mark = (type: 'decimal' | 'group', usual: string) =>
    parts.find((part) => part.type === type)?.value ?? usual;
  return { decimal: mark('decimal', '.'), group: mark('group', ' ') };
}

/** Digits, grouped by threes with spaces or not, with a point before any decimals. */
const TYPED_NUMBER = /^([+-]?)(\d{1,3}(?:\s\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * A number as a person types it in the interface language ('3.5', '3,5' in French, '-2', '1 250'), or undefined
 * when the text is not one. A point is a decimal mark in every language, because phone keyboards offer it
 * whatever the language; so is the language's own mark. Digits may be grouped by threes with spaces, or with the
 * language's group mark unless that is a point: '12.500' is twelve and a half in Spanish too, not a guess.
 */
export function parseNumber(text: string): number | undefined {
  const { decimal, group } = numberMarks();
  // Intl writes a minus sign (U+2212) in some languages: a copied number reads back.
  let typed = text.trim().replaceAll('\u2212', '-').replaceAll(decimal, '.');
  if (group !== '.') typed = typed.replaceAll(group, ' ');
  const match = TYPED_NUMBER.exec(typed);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  const digits = whole.replace(/\s/g, '');
  if (!digits && !fraction) return undefined;
  const value = Number(`${sign}${digits || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : undefined;
}

const MINUTE = 60_000;
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60],
  ['month', 30 * 24 * 60],
  ['week', 7 * 24 * 60],
  ['day', 24 * 60],
  ['hour', 60],
  ['minute', 1],
];

/** Whole minutes from now to `value`, negative in the past; a moment slightly ahead (clock skew) counts as now. */
function minutesFromNow(value: string | number | Date, now: number): number {
  const minutes = Math.trunc((toDate(value).getTime() - now) / MINUTE);
  return Math.min(0, minutes);
}

function relativeFormat(style: 'long' | 'short' | 'narrow', numeric: 'auto' | 'always') {
  const locale = intlLocale();
  return cached(
    formatterKey('relative', locale, style, numeric),
    () => new Intl.RelativeTimeFormat(locale, { style, numeric }),
  );
}

/** 'Just now', '5 minutes ago', 'yesterday', '3 weeks ago' in the interface language. */
export function formatRelativeTime(value: string | number | Date, now = Date.now()): string {
  const minutes = minutesFromNow(value, now);
  for (const [unit, size] of STEPS) {
    if (Math.abs(minutes) >= size)
      return relativeFormat('long', 'auto').format(Math.trunc(minutes / size), unit);
  }
  return i18n._(msg`Just now`);
}

/** Spec 01 §9's short form: 'Just now', then '5m ago', '3h ago', '2d ago' (in English; the same idea elsewhere). */
export function formatShortAgo(value: string | number | Date, now = Date.now()): string {
  const minutes = minutesFromNow(value, now);
  if (minutes > -1) return i18n._(msg`Just now`);
  // English narrow is exactly the spec's '5m ago'; other languages read better in their short style.
  const format =
    i18n.locale === 'en' || !i18n.locale
      ? relativeFormat('narrow', 'always')
      : relativeFormat('short', 'always');
  if (minutes > -60) return format.format(minutes, 'minute');
  if (minutes > -1440) return format.format(Math.trunc(minutes / 60), 'hour');
  return format.format(Math.trunc(minutes / 1440), 'day');
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** '820 bytes' · '1.2 MB' · '1,2 Mo': a file or storage size in the largest unit under 1,024 of it. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return formatNumber(value, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  });
}
