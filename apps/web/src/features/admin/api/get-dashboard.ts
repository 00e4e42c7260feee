import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityItem, AdminAnalytics, AdminStats } from '@somo/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type DashboardData = { stats: AdminStats; analytics: AdminAnalytics };

/** Spec 02 §7: the counters and the analytics are fetched together; either failing fails the dashboard. */
export async function getDashboard(signal?: AbortSignal): Promise<DashboardData> {
  const [stats, analytics] = await Promise.all([
    api.call('GET /admin/dashboard/stats/', { signal }),
    api.call('GET /admin/analytics/', { signal }),
  ]);
  return { stats, analytics };
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal) });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}

export function getActivity(signal?: AbortSignal): Promise<ActivityItem[]> {
  return api.call('GET /admin/activity/', { signal });
}

export function useActivity() {
  return useQuery({ queryKey: adminKeys.activity(), queryFn: ({ signal }) => getActivity(signal) });
}
