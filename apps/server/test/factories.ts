import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@somo/contract/auth';
import type { Db } from '../src/db/client';
import { payments } from '../src/db/schema/admin';
import { courses, enrollments, lessons } from '../src/db/schema/courses';
import { users } from '../src/db/schema/users';
import { hashPassword } from '../src/lib/passwords';
import { call } from './test-app';

let counter = 0;
const DEFAULT_PASSWORD = 'password123';
let defaultHash: Promise<string> | undefined;

export type BuiltUser = typeof users.$inferSelect & { password: string };

export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role; password?: string } = {},
): Promise<BuiltUser> {
  counter += 1;
  const n = counter;
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({
      username: `user${n}`,
      email: `user${n}@example.com`,
      firstName: 'Test',
      lastName: `User${n}`,
      role: 'student',
      passwordHash,
      ...rest,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { ...user, password };
}

export async function signIn(app: FastifyInstance, user: { username: string; password: string }) {
  const response = await call(app, 'POST', '/api/auth/login/', {
    body: { username: user.username, password: user.password },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
  return response.body.tokens as { access: string; refresh: string };
}

/** A user with an access token, as the API tests act. */
export type SignedIn = { user: BuiltUser; token: string };

/** A new user (a student unless the overrides say otherwise), signed in. */
export async function buildSignedIn(
  t: { app: FastifyInstance; db: Db },
  overrides: Parameters<typeof buildUser>[1] = {},
): Promise<SignedIn> {
  const user = await buildUser(t.db, overrides);
  return { user, token: (await signIn(t.app, user)).access };
}

export async function setActive(db: Db, userId: number, isActive: boolean) {
  await db.update(users).set({ isActive }).where(eq(users.id, userId));
}

export async function buildCourse(
  db: Db,
  overrides: Partial<typeof courses.$inferInsert> & { instructorId: number },
) {
  counter += 1;
  const [course] = await db
    .insert(courses)
    .values({
      title: `Course ${counter}`,
      description: `Description of course ${counter}`,
      isPublished: true,
      ...overrides,
    })
    .returning();
  if (!course) throw new Error('course not created');
  return course;
}

export async function buildLesson(
  db: Db,
  overrides: Partial<typeof lessons.$inferInsert> & { courseId: number },
) {
  counter += 1;
  const [lesson] = await db
    .insert(lessons)
    .values({
      title: `Lesson ${counter}`,
      content: `Content of lesson ${counter}. `.repeat(10),
      ...overrides,
    })
    .returning();
  if (!lesson) throw new Error('lesson not created');
  return lesson;
}

export async function enrollStudent(db: Db, studentId: number, courseId: number) {
  await db.insert(enrollments).values({ studentId, courseId });
}

/**
 * A payment row as the payments feature leaves it: by default one that succeeded through the test provider an hour
 * ago, with a receipt number and the default 10 % commission.
 */
export async function buildPayment(
  db: Db,
  overrides: Partial<typeof payments.$inferInsert> & {
    userName: string;
    courseTitle: string;
    amount: number;
  },
) {
  counter += 1;
  const status = overrides.status ?? 'succeeded';
  const paidAt = status === 'succeeded' || status === 'refunded' ? new Date(Date.now() - 3_600_000) : null;
  const [payment] = await db
    .insert(payments)
    .values({
      status,
      provider: 'test',
      txRef: `somo_${randomBytes(16).toString('hex')}`,
      commissionRate: 10,
      paidAt,
      refundedAt: status === 'refunded' ? new Date() : null,
      receiptNumber: paidAt ? `SOMO-TEST-${String(counter).padStart(6, '0')}` : null,
      providerTransactionId: paidAt ? `test_${counter}` : null,
      ...overrides,
    })
    .returning();
  if (!payment) throw new Error('payment not created');
  return payment;
}

export const SAMPLE_QUESTIONS = [
  {
    question: 'Capital of Uganda?',
    type: 'multiple_choice',
    options: ['Nairobi', 'Kampala', 'Dodoma', 'Kigali'],
    correct_answer: 1,
  },
  { question: 'Say hello in Kiswahili', type: 'text', correct_answer: 'Jambo' },
  { question: 'Explain photosynthesis', type: 'text', correct_answer: null },
] as const;

/** The fields of a question a student may not see before submitting: every answer key, and the feedback. */
export const QUESTION_SECRETS = [
  'correct_answer',
  'correct_answers',
  'accepted_answers',
  'tolerance',
  'feedback',
  'partial_credit',
];

/** What an instructor sends to create an assessment: the three sample questions, 30 minutes, two attempts. */
export const assessmentBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Geography quiz',
  description: 'Three quick questions',
  duration_minutes: 30,
  total_points: 30,
  passing_score: 60,
  attempts_allowed: 2,
  is_active: true,
  start_date: null,
  due_date: null,
  questions: SAMPLE_QUESTIONS,
  ...overrides,
});
