import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LIMITS } from '@somo/contract/limits';
import type { Currency } from '@somo/contract/settings';
import { COURSE_FIELD_MESSAGES } from './field-messages';

/** Spec 02 §5: UGX has no minor unit, so its price moves in whole shillings; the others in cents. */
export function priceStep(currency: Currency): number {
  return currency === 'UGX' ? 1 : 0.01;
}

/** Spec 02 §5: whatever does not read as a number (an empty box included) counts as a price of 0. */
export function parsePriceInput(value: string): number {
  const trimmed = value.trim();
  if (trimmed === '') return 0;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : 0;
}

/** Spec 02 §9: active enrolments divided by all enrolments, as a rounded percentage (0 with none). */
export function retentionRate(active: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((active / total) * 100);
}

/** Cuts text to `max` characters and marks the cut with an ellipsis (spec 02 §9: 100 and 200). */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** The ids in their new order after moving one lesson a place up (-1) or down (+1); null at an edge. */
export function moveId(ids: readonly number[], id: number, offset: -1 | 1): number[] | null {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from === -1 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return null;
  next.splice(to, 0, moved);
  return next;
}

/** The languages a course can be taught in, named in the interface language. */
export const COURSE_LANGUAGE_LABELS = {
  en: msg`English`,
  es: msg`Spanish`,
  fr: msg`French`,
  de: msg`German`,
  pt: msg`Portuguese`,
} as const satisfies Record<string, MessageDescriptor>;

export type CourseLanguageCode = keyof typeof COURSE_LANGUAGE_LABELS;

/** Spec 02 §5: the create form offers all five; the course editor offers the first four. */
export const CREATE_LANGUAGES: readonly CourseLanguageCode[] = ['en', 'es', 'fr', 'de', 'pt'];
export const EDITOR_LANGUAGES: readonly CourseLanguageCode[] = ['en', 'es', 'fr', 'de'];

export function languageLabel(i18n: I18n, code: string): string {
  return code in COURSE_LANGUAGE_LABELS ? i18n._(COURSE_LANGUAGE_LABELS[code as CourseLanguageCode]) : code;
}

// Listed here rather than imported: the contract's CURRENCIES would pull zod into the page.
export const COURSE_CURRENCIES: readonly Currency[] = ['USD', 'UGX', 'EUR', 'GBP', 'CAD'];

/**
 * Form rules shared by the create form and the course editor. They answer the contract's English words, which
 * the fields show translated (field-messages.ts), so an error on screen follows a change of language.
 */
export const courseFieldRules = {
  title: {
    validate: (value: string) => value.trim() !== '' || COURSE_FIELD_MESSAGES.titleRequired.englishKey,
    maxLength: { value: LIMITS.courseTitle, message: COURSE_FIELD_MESSAGES.titleTooLong.englishKey },
  },
  description: {
    validate: (value: string) => value.trim() !== '' || COURSE_FIELD_MESSAGES.descriptionRequired.englishKey,
  },
  descriptionMaxLength: {
    value: LIMITS.courseDescription,
    message: COURSE_FIELD_MESSAGES.descriptionTooLong.englishKey,
  },
  price: {
    validate: (value: string) =>
      parsePriceInput(value) >= 0 || COURSE_FIELD_MESSAGES.priceNegative.englishKey,
  },
};
