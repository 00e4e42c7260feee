import { queryOptions, useQuery } from '@tanstack/react-query';
import { FALLBACK_CURRENCY, RATES_PER_USD } from '@somo/contract/money';
import type { Currency } from '@somo/contract/settings';
import { api } from './api-client';
import { BRAND } from './brand';

export type PublicSettingsView = {
  siteName: string;
  allowStudentRegistration: boolean;
  allowInstructorRegistration: boolean;
  defaultCurrency: Currency;
  allowFreeCourses: boolean;
};

/** What the screens assume when the settings cannot be read: everything open, prices in UGX. */
export const FALLBACK_SETTINGS: PublicSettingsView = {
  siteName: BRAND,
  allowStudentRegistration: true,
  allowInstructorRegistration: true,
  defaultCurrency: FALLBACK_CURRENCY,
  allowFreeCourses: true,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function isCurrency(code: string): code is Currency {
  return Object.hasOwn(RATES_PER_USD, code);
}

/**
 * A supported currency code (any letter case) or null. Checked against the money module's rate table
 * rather than the contract's zod enum, which would pull zod into every page.
 */
export function toCurrency(value: unknown): Currency | null {
  if (typeof value !== 'string') return null;
  const code = value.toUpperCase();
  return isCurrency(code) ? code : null;
}

/** Read by hand, field by field, so one odd value cannot hide the others (and zod stays out of the frame). */
export function toPublicSettings(data: unknown): PublicSettingsView {
  const platform = isRecord(data) && isRecord(data.platform_settings) ? data.platform_settings : {};
  const pricing = isRecord(data) && isRecord(data.pricing_settings) ? data.pricing_settings : {};
  return {
    siteName:
      typeof platform.site_name === 'string' && platform.site_name
        ? platform.site_name
        : FALLBACK_SETTINGS.siteName,
    allowStudentRegistration: bool(platform.allow_student_registration, true),
    allowInstructorRegistration: bool(platform.allow_instructor_registration, true),
    defaultCurrency: toCurrency(pricing.default_currency) ?? FALLBACK_CURRENCY,
    allowFreeCourses: bool(pricing.allow_free_courses, true),
  };
}

export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettingsView> {
  return api.call('GET /admin/settings/', { signal, parse: toPublicSettings });
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => getPublicSettings(signal),
    // Spec 02 §7: the platform currency is cached for 5 minutes.
    staleTime: 5 * 60_000,
  });

/** Always answers: the fallback stands in while loading and when the call fails. */
export function usePublicSettings(): PublicSettingsView {
  const { data } = useQuery(publicSettingsQueryOptions());
  return data ?? FALLBACK_SETTINGS;
}
