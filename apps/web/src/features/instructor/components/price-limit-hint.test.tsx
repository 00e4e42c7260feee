import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PriceLimitsView } from '@somo/contract/settings';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { courseDetail, instructor } from '../test/instructor-fixtures';
import { i18n } from '../../../lib/i18n/i18n';
import { priceLimitText } from './price-limit-hint';

// Generous, for a machine busy with other test files at the same time.
const LOAD = { timeout: 15_000 };

beforeAll(async () => {
  await Promise.all([import('../pages/create-course-page'), import('../pages/course-management-page')]);
}, 120_000);

const UGX_LIMITS: PriceLimitsView = {
  default_currency: 'UGX',
  min_course_price: 1000,
  max_course_price: 20_000,
  allow_free_courses: true,
};

describe('priceLimitText', () => {
  const limits = { currency: 'UGX', min: 1000, max: 20_000, allowFree: true } as const;

  it('names the limits in the platform currency for a course priced in it', () => {
    expect(priceLimitText(i18n, limits, 'UGX')).toBe('Allowed prices: 1,000 UGX to 20,000 UGX.');
  });

  it('converts them for a course priced in another currency, so the shown prices pass', () => {
    expect(priceLimitText(i18n, limits, 'USD')).toBe(
      'Allowed prices: $0.28 to $5.40 (platform limits: 1,000 UGX to 20,000 UGX).',
    );
  });

  it('says when free courses are not allowed, and when no price in a currency fits', () => {
    expect(priceLimitText(i18n, { ...limits, allowFree: false }, 'UGX')).toBe(
      'Allowed prices: 1,000 UGX to 20,000 UGX. Free courses are not allowed.',
    );
    expect(priceLimitText(i18n, { currency: 'UGX', min: 999.99, max: 999.99, allowFree: true }, 'USD')).toBe(
      "No price in USD fits the platform's limits of 999.99 UGX to 999.99 UGX; choose another currency.",
    );
  });
});

describe('the price fields show the platform’s limits', { timeout: 60_000 }, () => {
  it('on the create course form, following the chosen currency', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/instructor/price-limits/': () => json(200, UGX_LIMITS),
    });
    const { user } = renderApp('/instructor/courses/create');

    const price = await screen.findByLabelText('Price', undefined, LOAD);
    await waitFor(
      () => expect(price).toHaveAccessibleDescription(/Allowed prices: 1,000 UGX to 20,000 UGX\./),
      LOAD,
    );
    expect(price).toHaveAccessibleDescription(/^The course is free for students\./);
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(price).toHaveAccessibleDescription(/Allowed prices: \$0\.28 to \$5\.40/);
  });

  it('on the course settings tab', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/instructor/courses/42/detail/': () => json(200, courseDetail({ price: 5000 })),
      'GET /api/instructor/price-limits/': () => json(200, { ...UGX_LIMITS, allow_free_courses: false }),
    });
    renderApp('/instructor/courses/42/manage?tab=settings');

    const price = await screen.findByLabelText('Price', undefined, LOAD);
    await waitFor(
      () =>
        expect(price).toHaveAccessibleDescription(
          'Allowed prices: 1,000 UGX to 20,000 UGX. Free courses are not allowed.',
        ),
      LOAD,
    );
  });

  it('leaves the hint out when the limits cannot be read; the server still checks', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/instructor/courses/42/detail/': () => json(200, courseDetail()),
      'GET /api/instructor/price-limits/': () => apiError(500, 'Something went wrong.', 'internal_error'),
    });
    renderApp('/instructor/courses/42/manage?tab=settings');
    const price = await screen.findByLabelText('Price', undefined, LOAD);
    await waitFor(() => expect(screen.getByLabelText('Currency')).toHaveValue('UGX'));
    expect(price).not.toHaveAccessibleDescription(/Allowed prices/);
  });
});
