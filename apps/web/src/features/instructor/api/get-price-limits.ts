import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceLimits } from '@somo/contract/money';
import { api } from '../../../lib/api-client';

/** The platform's course price limits, in the platform currency; checked again by the server on save. */
export async function getPriceLimits(signal?: AbortSignal): Promise<PriceLimits> {
  const view = await api.call('GET /instructor/price-limits/', { signal });
  return {
    currency: view.default_currency,
    min: view.min_course_price,
    max: view.max_course_price,
    allowFree: view.allow_free_courses,
  };
}

// Under 'instructor', so saving the platform settings (which refreshes every price) refreshes these too.
export const priceLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['instructor', 'price-limits'] as const,
    queryFn: ({ signal }) => getPriceLimits(signal),
    staleTime: 5 * 60_000,
  });

export function usePriceLimits() {
  return useQuery(priceLimitsQueryOptions());
}
