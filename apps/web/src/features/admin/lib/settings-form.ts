import { z } from 'zod';
import { limitsInCurrency } from '@somo/contract/money';
import { Settings, type Currency, type SettingsBody } from '@somo/contract/settings';

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

/** How an error message names each number setting (its label without the unit). */
const NUMBER_NAMES: Record<NumberField, string> = {
  'platform_settings.max_file_upload_size': 'Max file upload size',
  'pricing_settings.min_course_price': 'Minimum course price',
  'pricing_settings.max_course_price': 'Maximum course price',
  'pricing_settings.platform_commission_rate': 'Platform commission rate',
  'ai_settings.max_pdf_size': 'Max PDF size',
};

function isNumberField(path: string): path is NumberField {
  return Object.hasOwn(NUMBER_NAMES, path);
}

const FIELDS: readonly string[] = Object.entries(Settings.shape).flatMap(([group, schema]) =>
  Object.keys(schema.shape).map((key) => `${group}.${key}`),
);

export function isSettingsField(path: string): path is SettingsField {
  return FIELDS.includes(path);
}

export type NumberLimits = { min: number; max?: number; integer: boolean };

/** A number setting's limits, read from the contract's schema so the form and the server agree. */
export function numberLimits(field: NumberField): NumberLimits {
  const [group, key] = field.split('.') as [Group, string];
  const shape: Record<string, z.ZodType> = Settings.shape[group].shape;
  const schema = shape[key];
  if (!(schema instanceof z.ZodNumber)) throw new TypeError(`${field} is not a number setting`);
  const max = schema.maxValue ?? Infinity;
  return {
    min: schema.minValue ?? -Infinity,
    max: Number.isFinite(max) ? max : undefined,
    integer: schema.isInt,
  };
}

function limitsMessage(name: string, { min, max, integer }: NumberLimits): string {
  if (max === undefined) return `${name} must be ${min} or more.`;
  if (integer) return `${name} must be a whole number from ${min} to ${max}.`;
  return `${name} must be between ${min} and ${max}.`;
}

/**
 * The schema's own messages are written for developers ('Too big: expected number to be <=100'); these say the
 * whole rule in words. Messages the schema spells out itself (the price limits' order) are kept.
 */
export const settingsErrorMap: z.core.$ZodErrorMap = (issue) => {
  const path = issue.path?.join('.') ?? '';
  if (path === 'platform_settings.site_name' && issue.code === 'too_small') return 'Site name is required.';
  if (isNumberField(path)) return limitsMessage(NUMBER_NAMES[path], numberLimits(path));
  return undefined;
};

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
