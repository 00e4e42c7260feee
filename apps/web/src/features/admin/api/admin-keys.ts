import type { AdminUserQuery } from '@somo/contract/admin';
import { enrollmentKeys } from '../../../api/enrollments';

/** One tree of query keys for the admin area, so a change can refresh exactly what it touched. */
export const adminKeys = {
  all: () => ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  activity: () => ['admin', 'activity'] as const,
  requests: () => ['admin', 'requests'] as const,
  users: () => ['admin', 'users'] as const,
  userList: (query: AdminUserQuery) => ['admin', 'users', query] as const,
  courses: () => ['admin', 'courses'] as const,
  payments: () => ['admin', 'payments'] as const,
  certificates: () => ['admin', 'certificates'] as const,
  certificateList: (search: string) => ['admin', 'certificates', search] as const,
  settings: () => ['admin', 'settings'] as const,
  system: () => ['admin', 'system'] as const,
};

/** Prices and the platform currency also show on public, student and instructor pages. */
export const priceDependentKeys = () =>
  [['courses'], ['instructor'], enrollmentKeys.all(), ['settings']] as const;
