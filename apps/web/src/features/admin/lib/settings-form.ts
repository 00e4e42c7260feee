import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { limitsInCurrency } from '@somo/contract/money';
import { Settings, type Currency, type SettingsBody } from '@somo/contract/settings';
import { formatNumber } from '../../../lib/format';

/** Field errors keyed 'group.field', the way the server names them in a 400 answer. */
export type FieldErrors = Record<string, string>;

type Group = keyof Settings;

export type SettingsField = { [G in Group]: `${G}.${keyof Settings[G] & string}` }[Group];

type KeyOfType<G extends Group, T> = {
  [K in keyof Settings[G]]: Settings[G][K] extends T ? K : never;
}[keyof Settings[G]] &
  string;

export type NumberField = { [G in Group]: `${G}.${KeyOfType<G, number>}` }[Group];
export type BooleanField = { [G in Group]: `${G}.${KeyOfType<G, boolean>}` }[Group];

export type NumberLimits = { min: number; max?: number };

/**
 * What each number setting must be, in a whole sentence with the limits the contract gives it (spec 02 §5: the
 * two sizes are whole numbers in a range, the commission a range, the prices 0 or more).
 */
const NUMBER_RULES: Record<NumberField, (limits: { min: string; max: string }) => MessageDescriptor> = {
  'platform_settings.max_file_upload_size': ({ min, max }) =>
    msg`Max file upload size must be a whole number from ${min} to ${max}.`,
  'pricing_settings.min_course_price': ({ min }) => msg`Minimum course price must be ${min} or more.`,
  'pricing_settings.max_course_price': ({ min }) => msg`Maximum course price must be ${min} or more.`,
  'pricing_settings.platform_commission_rate': ({ min, max }) =>
    msg`Platform commission rate must be between ${min} and ${max}.`,
  'ai_settings.max_pdf_size': ({ min, max }) =>
    msg`Max PDF size must be a whole number from ${min} to ${max}.`,
};

function isNumberField(path: string): path is NumberField {
  return Object.hasOwn(NUMBER_RULES, path);
}

const FIELDS: readonly string[] = Object.entries(Settings.shape).flatMap(([group, schema]) =>
  Object.keys(schema.shape).map((key) => `${group}.${key}`),
);

export function isSettingsField(path: string): path is SettingsField {
  return FIELDS.includes(path);
}

/** A number setting's limits, read from the contract's schema so the form and the server agree. */
export function numberLimits(field: NumberField): NumberLimits {
  const [group, key] = field.split('.') as [Group, string];
  const shape: Record<string, z.ZodType> = Settings.shape[group].shape;
  const schema = shape[key];
  if (!(schema instanceof z.ZodNumber)) throw new Error(`${field} is not a number setting`);
  const max = schema.maxValue ?? Infinity;
  return {
    min: schema.minValue ?? -Infinity,
    max: Number.isFinite(max) ? max : undefined,
  };
}

/** A field's error as react-hook-form keeps it: the schema's issue code (or 'server') and its message. */
export type FormError = { type: string; message?: string };

/**
 * The words for a field's error, in the reader's language. The schema's own messages are written for developers
 * ('Too big: expected number to be <=100') and in English, so each rule is said here in a whole sentence; the
 * server's words (type 'server') and issues without a sentence of their own keep their message.
 */
export function settingsErrorText(
  field: SettingsField,
  error: FormError | undefined,
  i18n: I18n,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  if (field === 'pricing_settings.min_course_price' && error.type === 'custom') {
    return i18n._(msg`The minimum course price cannot be above the maximum`);
  }
  if (isNumberField(field)) {
    const { min, max = Infinity } = numberLimits(field);
    return i18n._(NUMBER_RULES[field]({ min: formatNumber(min), max: formatNumber(max) }));
  }
  if (field === 'platform_settings.site_name' && error.type === 'too_small') {
    return i18n._(msg`Site name is required.`);
  }
  return error.message;
}

type PriceLimitValues = Pick<
  SettingsBody['pricing_settings'],
  'default_currency' | 'min_course_price' | 'max_course_price' | 'allow_free_courses'
>;

/**
 * The price limits are amounts in the platform currency, so choosing another currency converts them with the
 * platform's rates (the minimum rounded up, the maximum down) and the limits keep their meaning. A limit that
 * does not read as a number (an emptied input) is left out, so it stays as typed.
 */
export function convertPriceLimits(
  pricing: PriceLimitValues,
  currency: Currency,
): Partial<Pick<PriceLimitValues, 'min_course_price' | 'max_course_price'>> {
  const { min_course_price: min, max_course_price: max } = pricing;
  const converted = limitsInCurrency(
    {
      currency: pricing.default_currency,
      min: Number.isFinite(min) ? min : 0,
      max: Number.isFinite(max) ? max : 0,
      allowFree: pricing.allow_free_courses,
    },
    currency,
  );
  return {
    ...(Number.isFinite(min) ? { min_course_price: converted.min } : {}),
    ...(Number.isFinite(max) ? { max_course_price: converted.max } : {}),
  };
}
