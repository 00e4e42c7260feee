import type { AdminCourse, AdminRequestItem, AdminUser, Payment, SystemInfo } from '@somo/contract/admin';
import type { SessionUser } from '@somo/contract/auth';
import { DEFAULT_SETTINGS, type Settings } from '@somo/contract/settings';

export const admin: SessionUser = {
  id: 1,
  username: 'chief',
  first_name: 'Chief',
  last_name: 'Admin',
  email: 'chief@example.com',
  role: 'admin',
  language_preference: 'en',
  timezone: 'UTC',
};

export function adminUser(extra: Partial<AdminUser> & Pick<AdminUser, 'id' | 'username'>): AdminUser {
  return {
    first_name: '',
    last_name: '',
    email: `${extra.username}@example.com`,
    role: 'student',
    is_active: true,
    is_superuser: false,
    date_joined: '2026-01-15T09:00:00.000Z',
    ...extra,
  };
}

export function adminRequest(
  extra: Partial<AdminRequestItem> & Pick<AdminRequestItem, 'id' | 'username'>,
): AdminRequestItem {
  return {
    first_name: 'Rose',
    last_name: 'Achieng',
    email: `${extra.username}@example.com`,
    status: 'pending',
    requested_at: '2026-02-01T08:30:00.000Z',
    approved_at: null,
    approved_by: null,
    approved_by_name: null,
    rejection_reason: null,
    ...extra,
  };
}

export function adminCourse(extra: Partial<AdminCourse> & Pick<AdminCourse, 'id' | 'title'>): AdminCourse {
  return {
    description: `All about ${extra.title}.`,
    instructor: 'Grace Nakato',
    is_published: true,
    price: 0,
    currency: 'USD',
    revenue: 0,
    enrollment_count: 0,
    lesson_count: 3,
    created_at: '2026-01-10T10:00:00.000Z',
    ...extra,
  };
}

/** A completed payment at the default 10% commission; commission and share follow the amount unless given. */
export function payment(extra: Partial<Payment> & Pick<Payment, 'id'>): Payment {
  const amount = extra.amount ?? 10;
  const rate = extra.commission_rate ?? 10;
  return {
    user: 'Amina Nakato',
    course: 'Honey Business',
    amount,
    currency: 'USD',
    date: new Date().toISOString(),
    status: 'succeeded',
    provider: 'test',
    receipt_number: `SOMO-2026-${String(extra.id).padStart(6, '0')}`,
    refunded_at: null,
    commission_rate: rate,
    commission: (amount * rate) / 100,
    instructor_share: amount - (amount * rate) / 100,
    ...extra,
  };
}

export function settings(extra: Partial<Settings> = {}): Settings {
  return structuredClone({ ...DEFAULT_SETTINGS, ...extra });
}

export const systemInfo: SystemInfo = {
  version: '1.0.0',
  database: { kind: 'pglite', label: 'Embedded PGlite (PostgreSQL 17.4)', reachable: true },
  ai_provider: 'Built-in offline assistant',
  settings_updated_at: null,
};

/** Generous, for a machine busy with other test files at the same time. */
export const LOAD = { timeout: 15_000 };
