import { limitsInCurrency } from '@somo/contract/money';
import type { Currency, Settings } from '@somo/contract/settings';

type Drafted<T> = { [K in keyof T]: T[K] extends number ? string : T[K] };
/** The form's working copy: numbers are kept as typed, so a half-typed value is not lost. */
export type SettingsDraft = { [G in keyof Settings]: Drafted<Settings[G]> };

type NumberKey<G extends keyof Settings> = {
  [K in keyof Settings[G]]: Settings[G][K] extends number ? K : never;
}[keyof Settings[G]] &
  string;

export type NumberRule = {
  label: string;
  min: number;
  max?: number;
  step: number;
  integer?: boolean;
};

/** Spec 02 §5: the settings inputs' limits (the server checks the same ones on save). */
export const NUMBER_RULES: { [G in keyof Settings]: Record<NumberKey<G>, NumberRule> } = {
  platform_settings: {
    max_file_upload_size: { label: 'Max file upload size', min: 1, max: 100, step: 1, integer: true },
  },
  pricing_settings: {
    min_course_price: { label: 'Minimum course price', min: 0, step: 0.01 },
    max_course_price: { label: 'Maximum course price', min: 0, step: 0.01 },
    platform_commission_rate: { label: 'Platform commission rate', min: 0, max: 50, step: 0.1 },
  },
  ai_settings: {
    max_pdf_size: { label: 'Max PDF size', min: 1, max: 50, step: 1, integer: true },
  },
};

export const SITE_NAME_MAX = 100;
export const SITE_DESCRIPTION_MAX = 500;

/** Field errors keyed 'group.field', the way the server names them in a 400 answer. */
export type FieldErrors = Record<string, string>;

function ruleMessage(rule: NumberRule): string {
  if (rule.max === undefined) return `${rule.label} must be ${rule.min} or more.`;
  if (rule.integer) return `${rule.label} must be a whole number from ${rule.min} to ${rule.max}.`;
  return `${rule.label} must be between ${rule.min} and ${rule.max}.`;
}

function parseNumber(text: string, rule: NumberRule): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < rule.min) return null;
  if (rule.max !== undefined && value > rule.max) return null;
  if (rule.integer && !Number.isInteger(value)) return null;
  return value;
}

function draftGroup<T extends object>(group: T): Drafted<T> {
  return Object.fromEntries(
    Object.entries(group).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
  ) as Drafted<T>;
}

export function toDraft(settings: Settings): SettingsDraft {
  return {
    platform_settings: draftGroup(settings.platform_settings),
    pricing_settings: draftGroup(settings.pricing_settings),
    ai_settings: draftGroup(settings.ai_settings),
  };
}

function readGroup<G extends keyof Settings>(
  draft: SettingsDraft,
  group: G,
  errors: FieldErrors,
): Settings[G] {
  const values: Record<string, unknown> = { ...draft[group] };
  for (const [key, rule] of Object.entries(NUMBER_RULES[group]) as [string, NumberRule][]) {
    const value = parseNumber(String(values[key]), rule);
    if (value === null) errors[`${group}.${key}`] = ruleMessage(rule);
    values[key] = value ?? 0;
  }
  return values as Settings[G];
}

/** The settings to send, or the errors to show at the fields (and nothing is sent). */
export function fromDraft(draft: SettingsDraft): { settings: Settings; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const settings: Settings = {
    platform_settings: readGroup(draft, 'platform_settings', errors),
    pricing_settings: readGroup(draft, 'pricing_settings', errors),
    ai_settings: readGroup(draft, 'ai_settings', errors),
  };
  const platform = settings.platform_settings;
  platform.site_name = platform.site_name.trim();
  platform.site_description = platform.site_description.trim();
  if (!platform.site_name) errors['platform_settings.site_name'] = 'Site name is required.';
  const pricing = settings.pricing_settings;
  if (
    !errors['pricing_settings.min_course_price'] &&
    !errors['pricing_settings.max_course_price'] &&
    pricing.min_course_price > pricing.max_course_price
  ) {
    errors['pricing_settings.min_course_price'] = 'The minimum course price cannot be above the maximum';
  }
  return { settings, errors };
}

/**
 * The price limits are amounts in the platform currency, so choosing another currency converts them with the
 * platform's rates (the minimum rounded up, the maximum down) and the limits keep their meaning. A limit that
 * does not read as a number yet is left as typed.
 */
export function changeCurrency(draft: SettingsDraft, currency: Currency): SettingsDraft {
  const pricing = draft.pricing_settings;
  const rules = NUMBER_RULES.pricing_settings;
  const min = parseNumber(pricing.min_course_price, rules.min_course_price);
  const max = parseNumber(pricing.max_course_price, rules.max_course_price);
  const converted = limitsInCurrency(
    {
      currency: pricing.default_currency,
      min: min ?? 0,
      max: max ?? 0,
      allowFree: pricing.allow_free_courses,
    },
    currency,
  );
  return {
    ...draft,
    pricing_settings: {
      ...pricing,
      default_currency: currency,
      min_course_price: min === null ? pricing.min_course_price : String(converted.min),
      max_course_price: max === null ? pricing.max_course_price : String(converted.max),
    },
  };
}
