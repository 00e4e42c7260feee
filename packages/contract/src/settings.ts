import { z } from 'zod';
import { describeEndpoints } from './endpoint';
import { convert, roundMoney, type PriceLimits } from './money';
import { longText, text } from './text';

export const CURRENCIES = ['USD', 'UGX', 'EUR', 'GBP', 'CAD'] as const;
export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

export const PlatformSettingsGroup = z.object({
  site_name: text().trim().min(1).max(100),
  site_description: longText().trim().max(500),
  allow_instructor_registration: z.boolean(),
  allow_student_registration: z.boolean(),
  max_file_upload_size: z.number().int().min(1).max(100),
});

export const PricingSettingsGroup = z.object({
  default_currency: Currency,
  /** Course price limits: amounts in `default_currency`, whatever currency a course is priced in. */
  min_course_price: z.number().min(0),
  max_course_price: z.number().min(0),
  platform_commission_rate: z.number().min(0).max(50),
  allow_free_courses: z.boolean(),
});

export const AiSettingsGroup = z.object({
  pdf_processing_enabled: z.boolean(),
  max_pdf_size: z.number().int().min(1).max(50),
  ai_fallback_enabled: z.boolean(),
});

export const Settings = z.object({
  platform_settings: PlatformSettingsGroup,
  pricing_settings: PricingSettingsGroup,
  ai_settings: AiSettingsGroup,
});
export type Settings = z.infer<typeof Settings>;

/** The admin's save: every group at once, checked against the spec's limits. */
export const SettingsBody = Settings.refine(
  (s) => s.pricing_settings.min_course_price <= s.pricing_settings.max_course_price,
  {
    error: 'The minimum course price cannot be above the maximum',
    path: ['pricing_settings', 'min_course_price'],
  },
);
export type SettingsBody = z.input<typeof SettingsBody>;

/** What anyone may read; admins get the whole settings object. */
export const PublicSettings = z.object({
  platform_settings: PlatformSettingsGroup.pick({
    site_name: true,
    site_description: true,
    allow_instructor_registration: true,
    allow_student_registration: true,
  }),
  pricing_settings: PricingSettingsGroup.pick({ default_currency: true, allow_free_courses: true }),
});
export type PublicSettings = z.infer<typeof PublicSettings>;

/** The price limits an instructor's price fields are checked against, for hints beside them. */
export const PriceLimitsView = PricingSettingsGroup.pick({
  default_currency: true,
  min_course_price: true,
  max_course_price: true,
  allow_free_courses: true,
});
export type PriceLimitsView = z.infer<typeof PriceLimitsView>;

export function priceLimitsOf(pricing: PriceLimitsView): PriceLimits {
  return {
    currency: pricing.default_currency,
    min: pricing.min_course_price,
    max: pricing.max_course_price,
    allowFree: pricing.allow_free_courses,
  };
}

/**
 * The spec's default maximum of 999.99 is in US dollars, the settings form's own default currency. The limits are
 * kept in the platform currency, UGX by default, so the default is that same amount in UGX.
 */
const DEFAULT_MAX_COURSE_PRICE = roundMoney(convert(999.99, 'USD', 'UGX'), 'UGX');

export const DEFAULT_SETTINGS: Settings = {
  platform_settings: {
    site_name: 'Somo',
    site_description: 'Learn anything, anywhere, on any device.',
    allow_instructor_registration: true,
    allow_student_registration: true,
    max_file_upload_size: 10,
  },
  pricing_settings: {
    default_currency: 'UGX',
    min_course_price: 0,
    max_course_price: DEFAULT_MAX_COURSE_PRICE,
    platform_commission_rate: 10,
    allow_free_courses: true,
  },
  ai_settings: {
    pdf_processing_enabled: true,
    max_pdf_size: 10,
    ai_fallback_enabled: true,
  },
};

export const settingsEndpoints = describeEndpoints({
  'GET /admin/settings/': {
    summary: 'The platform settings: all of them for an administrator, the public part for anyone else.',
    tag: 'Settings',
    auth: 'optional',
    response: z.union([Settings, PublicSettings]),
    errors: [],
  },
  'POST /admin/settings/': {
    summary: 'Saves the platform, pricing and AI settings.',
    tag: 'Settings',
    auth: 'required',
    roles: ['admin'],
    body: SettingsBody,
    response: Settings,
    errors: ['forbidden'],
  },
  'GET /instructor/price-limits/': {
    summary: "The limits a course's price is checked against.",
    tag: 'Settings',
    auth: 'required',
    roles: ['instructor', 'admin'],
    response: PriceLimitsView,
    errors: ['forbidden'],
  },
});
