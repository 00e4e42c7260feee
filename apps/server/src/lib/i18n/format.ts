import type { Language } from '@somo/contract/auth';
import { decimalsFor, formatMoney, roundMoney } from '@somo/contract/money';
import type { Currency } from '@somo/contract/settings';

/** Intl locales of the languages; English keeps the British dates its e-mails have always had. */
const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es', fr: 'fr', sw: 'sw' };

/** Who reads a text: dates are written in their language and shown in their time zone. */
export type Reader = { language: Language; timeZone: string };

/**
 * A moment in the reader's language and time zone, naming the zone: '6 March 2025 at 00:30 (Africa/Nairobi)',
 * '6 mars 2025 à 00:30 (Africa/Nairobi)'. An unknown zone falls back to UTC rather than failing the e-mail.
 */
export function formatMoment(at: Date, { language, timeZone }: Reader): string {
  const options = { dateStyle: 'long', timeStyle: 'short' } as const;
  try {
    return `${new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone }).format(at)} (${timeZone})`;
  } catch {
    return `${new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' }).format(at)} (UTC)`;
  }
}

/** A day in the reader's language and time zone: '28 November 2026', '28 novembre 2026'. */
export function formatDay(at: Date, { language, timeZone }: Reader): string {
  const options = { dateStyle: 'long' } as const;
  try {
    return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' }).format(at);
  }
}

/** A score as the reader's language writes percentages: '87.5%', '87,5 %'. */
export function formatPercent(percentage: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 1 }).format(
    percentage / 100,
  );
}

/**
 * An amount paid, by the money module's rules (symbol and its side, decimals, rounding), with the digits written
 * as the reader's language writes them: '73,963 UGX' and '$12.50' in English (exactly as the money module),
 * '73 963 UGX' and '$12,50' in French. A payment is never free, so the module's 'Free' does not arise.
 */
export function formatPaidAmount(amount: number, currency: Currency, language: Language): string {
  const english = formatMoney(amount, currency);
  if (language === 'en') return english;
  const decimals = decimalsFor(currency);
  const digits = roundMoney(Math.abs(amount), currency).toLocaleString(LOCALES[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return english.replace(/\d[\d,.]*/, digits);
}
