import { z } from 'zod';
import { Role } from './auth';
import { describeEndpoints } from './endpoint';
import { MessageResponse } from './errors';
import { IdParam } from './ids';
import { PaymentProviderName, PaymentStatus } from './payments';
import { Currency } from './settings';
import { longText, text } from './text';

export const AdminStats = z.object({
  totalUsers: z.number().int(),
  totalCourses: z.number().int(),
  totalRevenue: z.number(),
  activeUsers: z.number().int(),
  /** What every course's lesson files take in storage, in bytes. */
  storageBytes: z.number(),
});
export type AdminStats = z.infer<typeof AdminStats>;

export const AdminAnalytics = z.object({
  user_stats: z.object({
    role_distribution: z.object({
      student: z.number().int(),
      instructor: z.number().int(),
      admin: z.number().int(),
    }),
  }),
  course_stats: z.object({ published_courses: z.number().int(), draft_courses: z.number().int() }),
  engagement_stats: z.object({
    avg_enrollments_per_course: z.number(),
    total_submissions: z.number().int(),
    total_enrollments: z.number().int(),
  }),
  revenue_stats: z.object({ total_revenue: z.number(), avg_revenue_per_course: z.number() }),
});
export type AdminAnalytics = z.infer<typeof AdminAnalytics>;

export const ACTIVITY_KINDS = ['signup', 'enrollment', 'course_published', 'admin_action'] as const;
/** Each activity sentence, for the web app to say in the reader's language; `message` keeps the English. */
export const ACTIVITY_TEXTS = [
  'signup',
  'enrollment',
  'course_published',
  'user.role_changed',
  'user.activated',
  'user.deactivated',
  'user.deleted',
  'course.price_changed',
  'admin_request.approved',
  'admin_request.rejected',
  'payment.refunded',
  'settings.updated',
] as const;
export const ActivityText = z.object({
  key: z.enum(ACTIVITY_TEXTS),
  values: z.record(z.string(), z.string()),
});
export type ActivityText = z.infer<typeof ActivityText>;
export const ActivityItem = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  message: z.string(),
  /** Absent for an audit action this version of Somo has no sentence for: `message` names it. */
  text: ActivityText.optional(),
  at: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

export const ADMIN_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const AdminRequestItem = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  status: z.enum(ADMIN_REQUEST_STATUSES),
  requested_at: z.string(),
  approved_at: z.string().nullable(),
  /** The deciding admin's username (spec 02), and how people see them: full name, else username. */
  approved_by: z.string().nullable(),
  approved_by_name: z.string().nullable(),
  rejection_reason: z.string().nullable(),
});
export type AdminRequestItem = z.infer<typeof AdminRequestItem>;

export const RejectBody = z.object({
  reason: longText({ error: 'A reason is required to reject a request' })
    .trim()
    .min(1, { error: 'A reason is required to reject a request' })
    .max(1000, { error: 'The reason must be at most 1000 characters' }),
});

export const AdminUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  role: Role,
  is_active: z.boolean(),
  is_superuser: z.boolean(),
  date_joined: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserQuery = z.object({
  search: text().trim().max(200).optional(),
  role: z.enum(['all', 'student', 'instructor', 'admin']).optional(),
  status: z.enum(['all', 'active', 'inactive']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type AdminUserQuery = z.infer<typeof AdminUserQuery>;

export const AdminUserList = z.object({
  users: z.array(AdminUser),
  /** Users matching the filters, and all users, for 'Showing X of Y users'. */
  total: z.number().int(),
  overall_total: z.number().int(),
});
export type AdminUserList = z.infer<typeof AdminUserList>;

export const RoleBody = z.object({
  role: z.enum(['student', 'instructor', 'admin'], { error: 'Choose a valid role' }),
});
export const StatusBody = z.object({ is_active: z.boolean({ error: 'is_active must be true or false' }) });

export const AdminCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  instructor: z.string(),
  is_published: z.boolean(),
  price: z.number(),
  currency: Currency,
  revenue: z.number(),
  enrollment_count: z.number().int(),
  lesson_count: z.number().int(),
  created_at: z.string(),
});
export type AdminCourse = z.infer<typeof AdminCourse>;

export const PriceBody = z.object({
  price: z.coerce
    .number({ error: 'Please enter a valid price (0 or greater)' })
    .min(0, { error: 'Please enter a valid price (0 or greater)' })
    .max(9_999_999_999, { error: 'Please enter a valid price (0 or greater)' }),
});

/**
 * One payment in the admin's Payment Reports. `date` is when it was paid (or started, while pending or failed).
 * The commission rate is the platform's `platform_commission_rate` when the payment was made, kept on the payment;
 * commission and instructor share are in the payment's currency.
 */
export const Payment = z.object({
  id: z.number().int(),
  user: z.string(),
  course: z.string(),
  amount: z.number(),
  currency: Currency,
  date: z.string(),
  status: PaymentStatus,
  provider: PaymentProviderName,
  receipt_number: z.string().nullable(),
  refunded_at: z.string().nullable(),
  commission_rate: z.number(),
  commission: z.number(),
  instructor_share: z.number(),
});
export type Payment = z.infer<typeof Payment>;

export { SettingsBody } from './settings';

export const DATABASE_KINDS = ['postgresql', 'pglite'] as const;

/** Facts about the running installation for the settings screen's System Information card. */
export const SystemInfo = z.object({
  version: z.string(),
  database: z.object({
    kind: z.enum(DATABASE_KINDS),
    /** e.g. 'PostgreSQL 16.4' or 'Embedded PGlite (PostgreSQL 17.4)'. */
    label: z.string(),
    reachable: z.boolean(),
  }),
  /** 'OpenAI-compatible model <name>' or 'Built-in offline assistant'. */
  ai_provider: z.string(),
  /** When the platform settings were last saved; null while they still are the defaults. */
  settings_updated_at: z.string().nullable(),
});
export type SystemInfo = z.infer<typeof SystemInfo>;

const AdminIdParams = z.object({ id: IdParam });
export const UserChange = z.object({ message: z.string(), user: AdminUser });
export const PriceChange = z.object({ message: z.string(), price: z.number() });

const admin = { tag: 'Admin', auth: 'required', roles: ['admin'] } as const;

/** Every admin endpoint answers 403 to other roles before it looks anything up. */
export const adminEndpoints = describeEndpoints({
  'GET /admin/dashboard/stats/': {
    ...admin,
    summary: 'Totals for the admin dashboard: users, courses, revenue (US dollars), active users.',
    response: AdminStats,
    errors: ['forbidden'],
  },
  'GET /admin/analytics/': {
    ...admin,
    summary: 'Counts and revenue for the dashboard charts.',
    response: AdminAnalytics,
    errors: ['forbidden'],
  },
  'GET /admin/activity/': {
    ...admin,
    summary: 'Recent sign-ups, enrolments, publications and admin actions, newest first.',
    response: z.array(ActivityItem),
    errors: ['forbidden'],
  },
  'GET /admin/requests/all/': {
    ...admin,
    summary: 'Every request for an administrator account, pending first.',
    response: z.object({ admin_requests: z.array(AdminRequestItem) }),
    errors: ['forbidden'],
  },
  'POST /admin/requests/:id/approve/': {
    ...admin,
    summary: 'Approves a request: the account is created and the applicant e-mailed a sign-in link.',
    params: AdminIdParams,
    response: MessageResponse,
    errors: ['forbidden', 'not_found', 'conflict'],
  },
  'POST /admin/requests/:id/reject/': {
    ...admin,
    summary: 'Rejects a request with a reason, which the applicant is told.',
    params: AdminIdParams,
    body: RejectBody,
    response: MessageResponse,
    errors: ['forbidden', 'not_found', 'conflict'],
  },
  'GET /admin/users/': {
    ...admin,
    summary: 'Users, searched and filtered by role and status, a page at a time.',
    query: AdminUserQuery,
    response: AdminUserList,
    errors: ['forbidden'],
  },
  'PUT /admin/users/:id/role/': {
    ...admin,
    summary: "Changes a user's role (not a superuser's, not one's own); their sessions see it at once.",
    params: AdminIdParams,
    body: RoleBody,
    response: UserChange,
    errors: ['forbidden', 'not_found'],
  },
  'PUT /admin/users/:id/status/': {
    ...admin,
    summary:
      'Activates or deactivates a user (not a superuser, not oneself); deactivation ends their sessions.',
    params: AdminIdParams,
    body: StatusBody,
    response: UserChange,
    errors: ['forbidden', 'not_found'],
  },
  'DELETE /admin/users/:id/delete/': {
    ...admin,
    summary: 'Deletes a user with all their data (not a superuser, not oneself).',
    params: AdminIdParams,
    response: MessageResponse,
    errors: ['forbidden', 'not_found'],
  },
  'POST /admin/users/:id/password-reset/': {
    ...admin,
    summary: 'E-mails a user a single-use link to choose a new password (not a superuser, not oneself).',
    params: AdminIdParams,
    response: MessageResponse,
    errors: ['forbidden', 'not_found'],
  },
  'GET /admin/courses/': {
    ...admin,
    summary: 'Every course with its instructor, enrolments and revenue from payments.',
    response: z.array(AdminCourse),
    errors: ['forbidden'],
  },
  'PUT /admin/courses/:id/price/': {
    ...admin,
    summary: "Sets a course's price in its own currency, within the platform's price limits.",
    params: AdminIdParams,
    body: PriceBody,
    response: PriceChange,
    errors: ['forbidden', 'not_found'],
  },
  'GET /admin/payments/': {
    ...admin,
    summary: 'Every payment with its status, commission and instructor share, newest first.',
    response: z.array(Payment),
    errors: ['forbidden'],
  },
  'GET /admin/system/': {
    ...admin,
    summary: 'Facts about this installation for the settings page: version, database, AI services.',
    response: SystemInfo,
    errors: ['forbidden'],
  },
});
