import type { ActivityItem, ActivityText, AdminAnalytics, AdminStats } from '@somo/contract/admin';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { storageBytes } from '../lesson-files/lesson-files.queries';
import { assertAdmin } from './admin.policy';
import { paymentTotalsUsd } from './admin-courses.service';

type Counts = {
  students: number;
  instructors: number;
  admins: number;
  active_users: number;
  published: number;
  drafts: number;
  enrollments: number;
  submissions: number;
};

async function counts(db: Db): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    db,
    sql`select
      (select count(*)::int from users where role = 'student') as students,
      (select count(*)::int from users where role = 'instructor') as instructors,
      (select count(*)::int from users where role = 'admin') as admins,
      (select count(*)::int from users where is_active) as active_users,
      (select count(*)::int from courses where is_published) as published,
      (select count(*)::int from courses where not is_published) as drafts,
      (select count(*)::int from enrollments where is_active) as enrollments,
      (select count(*)::int from submissions where status = 'submitted') as submissions`,
  );
  if (!row) throw new Error('counts query returned nothing');
  return row;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

type AdminInput = { db: Db; actor: Actor };

export async function getAdminStats({ db, actor }: AdminInput): Promise<AdminStats> {
  assertAdmin(actor);
  const [c, revenue, bytes] = await Promise.all([counts(db), paymentTotalsUsd({ db }), storageBytes(db)]);
  return {
    totalUsers: c.students + c.instructors + c.admins,
    totalCourses: c.published + c.drafts,
    totalRevenue: round2(revenue),
    activeUsers: c.active_users,
    storageBytes: bytes,
  };
}

export async function getAdminAnalytics({ db, actor }: AdminInput): Promise<AdminAnalytics> {
  assertAdmin(actor);
  const [c, revenue] = await Promise.all([counts(db), paymentTotalsUsd({ db })]);
  const totalCourses = c.published + c.drafts;
  return {
    user_stats: { role_distribution: { student: c.students, instructor: c.instructors, admin: c.admins } },
    course_stats: { published_courses: c.published, draft_courses: c.drafts },
    engagement_stats: {
      avg_enrollments_per_course: totalCourses === 0 ? 0 : round2(c.enrollments / totalCourses),
      total_submissions: c.submissions,
      total_enrollments: c.enrollments,
    },
    revenue_stats: {
      total_revenue: round2(revenue),
      avg_revenue_per_course: totalCourses === 0 ? 0 : round2(revenue / totalCourses),
    },
  };
}

type ActivityRow = {
  id: string;
  kind: ActivityItem['kind'];
  /** Who: the new user, the student, or the admin who acted. */
  person: string | null;
  at: Date | string;
  action: string | null;
  /** What: the course, or the account or course the admin acted on. */
  target: string | null;
  /** The new user's role, or the role an admin gave. */
  detail: string | null;
};

type Sentence = { message: string; text?: ActivityText };

/** An audit entry in words: 'demo_admin changed moses's role to instructor'. */
function describeAction(actor: string, action: string, target: string, detail: string | null): Sentence {
  const said = (
    key: ActivityText['key'],
    message: string,
    values: Record<string, string> = {},
  ): Sentence => ({
    message,
    text: { key, values: { actor, target, ...values } },
  });
  switch (action) {
    case 'user.role_changed':
      return detail
        ? said(action, `${actor} changed ${target}'s role to ${detail}`, { role: detail })
        : { message: `${actor} changed ${target}'s role to another role` };
    case 'user.activated':
      return said(action, `${actor} activated ${target}`);
    case 'user.deactivated':
      return said(action, `${actor} deactivated ${target}`);
    case 'user.deleted':
      return said(action, `${actor} deleted the account ${target}`);
    case 'course.price_changed':
      return said(action, `${actor} changed the price of ${target}`);
    case 'admin_request.approved':
      return said(action, `${actor} approved ${target}'s admin request`);
    case 'admin_request.rejected':
      return said(action, `${actor} rejected ${target}'s admin request`);
    case 'payment.refunded':
      return said(action, `${actor} refunded a payment for ${target}`);
    case 'settings.updated':
      return said(action, `${actor} updated the platform settings`);
    default:
      return { message: `${actor}: ${action}${target ? ` (${target})` : ''}` };
  }
}

function describe({ kind, person, action, target, detail }: ActivityRow): Sentence {
  const name = person ?? '';
  const subject = target ?? '';
  switch (kind) {
    case 'signup':
      return {
        message: `${name} joined as ${detail ?? ''}`,
        text: { key: 'signup', values: { name, role: detail ?? '' } },
      };
    case 'enrollment':
      return {
        message: `${name} enrolled in ${subject}`,
        text: { key: 'enrollment', values: { name, course: subject } },
      };
    case 'course_published':
      return {
        message: `Course published: ${subject}`,
        text: { key: 'course_published', values: { course: subject } },
      };
    case 'admin_action':
      return describeAction(name, action ?? '', subject, detail);
  }
}

/** A person's full name, or the username when no name was given: the same rule as fullName() in SQL. */
function personName(alias: string) {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`coalesce(nullif(trim(concat_ws(' ', trim(${column('first_name')}), trim(${column('last_name')}))), ''), ${column('username')})`;
}

/** The latest sign-ups, enrolments, course publications and admin actions, newest first. */
export async function getRecentActivity({
  db,
  actor,
  limit = 15,
}: AdminInput & { limit?: number }): Promise<ActivityItem[]> {
  assertAdmin(actor);
  const rows = await queryRows<ActivityRow>(
    db,
    sql`(select 'u' || u.id as id, 'signup' as kind, ${personName('u')} as person,
          u.date_joined as at, null as action, null as target, u.role::text as detail
        from users u order by u.date_joined desc limit ${limit})
      union all
      (select 'e' || e.id, 'enrollment', ${personName('u')}, e.enrolled_at, null, c.title, null
        from enrollments e join users u on u.id = e.student_id join courses c on c.id = e.course_id
        order by e.enrolled_at desc limit ${limit})
      union all
      (select 'c' || id, 'course_published', null, updated_at, null, title, null
        from courses where is_published order by updated_at desc limit ${limit})
      union all
      (select 'a' || id, 'admin_action', actor_name, at, action, target_name, details ->> 'to'
        from audit_log order by at desc limit ${limit})
      order by at desc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    ...describe(row),
    at: new Date(row.at).toISOString(),
  }));
}
