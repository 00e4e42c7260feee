import { LIMITS } from '@somo/contract/limits';
import type { Currency } from '@somo/contract/settings';

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

export const COURSE_LANGUAGE_LABELS = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
} as const;

export type CourseLanguageCode = keyof typeof COURSE_LANGUAGE_LABELS;

/** Spec 02 §5: the create form offers all five; the course editor offers the first four. */
export const CREATE_LANGUAGES: readonly CourseLanguageCode[] = ['en', 'es', 'fr', 'de', 'pt'];
export const EDITOR_LANGUAGES: readonly CourseLanguageCode[] = ['en', 'es', 'fr', 'de'];

export function languageLabel(code: string): string {
  return code in COURSE_LANGUAGE_LABELS ? COURSE_LANGUAGE_LABELS[code as CourseLanguageCode] : code;
}

// Listed here rather than imported: the contract's CURRENCIES would pull zod into the page.
export const COURSE_CURRENCIES: readonly Currency[] = ['USD', 'UGX', 'EUR', 'GBP', 'CAD'];

/** Form rules shared by the create form and the course editor. */
export const courseFieldRules = {
  title: {
    validate: (value: string) => value.trim() !== '' || 'Title is required',
    maxLength: {
      value: LIMITS.courseTitle,
      message: `Title must be at most ${LIMITS.courseTitle} characters`,
    },
  },
  descriptionMaxLength: {
    value: LIMITS.courseDescription,
    message: `Description must be at most ${LIMITS.courseDescription} characters`,
  },
  price: { validate: (value: string) => parsePriceInput(value) >= 0 || 'Price must be 0 or more' },
};
