import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '../test/mock-api';
import { i18n } from './i18n/i18n';
import { createQueryClient } from './query-client';
import { formatCoursePrice, toCurrency, usePlatformCurrency, usePrice } from './money';

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}

const settings = (currency: string) =>
  json(200, {
    platform_settings: { site_name: 'Somo' },
    pricing_settings: { default_currency: currency, allow_free_courses: true },
  });

describe('money', () => {
  it('shows a price of 0 as Free whatever the currencies', () => {
    expect(formatCoursePrice(0, 'USD', 'UGX')).toBe('Free');
  });

  it('converts a course price into the display currency with the fixed rates', () => {
    expect(formatCoursePrice(10, 'USD', 'UGX')).toBe('37,000 UGX');
    expect(formatCoursePrice(25, 'USD', 'UGX')).toBe('92,500 UGX');
    expect(formatCoursePrice(18500, 'UGX', 'EUR')).toBe('€4.25');
    expect(formatCoursePrice(13.5, 'CAD', 'CAD')).toBe('C$13.50');
  });

  it('recognises only the supported currency codes', () => {
    expect(toCurrency('usd')).toBe('USD');
    expect(toCurrency('KES')).toBeNull();
    expect(toCurrency('toString')).toBeNull();
    expect(toCurrency(3)).toBeNull();
  });

  it('prices in the platform currency from the public settings, with the USD counterpart', async () => {
    mockApi({ 'GET /api/admin/settings/': () => settings('UGX') });
    const { result } = renderHook(() => usePrice(10, 'USD'), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ main: '37,000 UGX', approx: '≈ $10.00' }));
  });

  it('follows an admin-chosen currency', async () => {
    mockApi({ 'GET /api/admin/settings/': () => settings('EUR') });
    const { result } = renderHook(() => usePlatformCurrency(), { wrapper });
    await waitFor(() => expect(result.current).toBe('EUR'));
  });

  it('falls back to UGX when the settings cannot be read', async () => {
    const fetchMock = mockApi({ 'GET /api/admin/settings/': () => apiError(500, 'Boom', 'internal_error') });
    const { result } = renderHook(() => usePrice(37000, 'UGX'), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(result.current).toEqual({ main: '37,000 UGX', approx: '≈ $10.00' });
  });
});
