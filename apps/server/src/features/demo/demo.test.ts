import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrollments } from '../../db/schema/courses';
import { adminRequests, users } from '../../db/schema/users';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { ensureBootstrapAdmin } from '../users/create-superuser';
import { seedDemoData } from './demo.seed';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t?.close();
});

describe('demo mode', () => {
  it('seeds the three demo accounts once, however often it runs', async () => {
    await seedDemoData(t.db);
    await seedDemoData(t.db);
    const rows = await t.db
      .select({ username: users.username, role: users.role, isSuperuser: users.isSuperuser })
      .from(users);
    expect(rows).toEqual(
      expect.arrayContaining([
        { username: 'demo_student', role: 'student', isSuperuser: false },
        { username: 'demo_instructor', role: 'instructor', isSuperuser: false },
        { username: 'demo_admin', role: 'admin', isSuperuser: true },
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(await t.db.select().from(adminRequests).where(eq(adminRequests.status, 'pending'))).toHaveLength(
      1,
    );
  });

  it('adds published and draft courses once, with the student enrolled in two free ones', async () => {
    await seedDemoData(t.db);
    const catalogue = await call(t.app, 'GET', '/api/courses/');
    expect(catalogue.body.length).toBeGreaterThanOrEqual(6);
    const currencies = new Set(catalogue.body.map((course: { currency: string }) => course.currency));
    expect(currencies).toEqual(new Set(['UGX', 'USD']));
    expect(catalogue.body.some((course: { price: number }) => course.price > 0)).toBe(true);
    expect(catalogue.body.every((course: { lesson_count: number }) => course.lesson_count >= 3)).toBe(true);
    const drafts = await t.db.select().from(courses).where(eq(courses.isPublished, false));
    expect(drafts).toHaveLength(1);
    const [student] = await t.db.select().from(users).where(eq(users.username, 'demo_student'));
    const enrolled = await t.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.studentId, student?.id ?? 0));
    expect(enrolled).toHaveLength(2);
  });

  it('gives the demo student and instructor a course conversation and notifications, once', async () => {
    await seedDemoData(t.db);
    await seedDemoData(t.db);
    const signInDemo = async (username: string) =>
      (await call(t.app, 'POST', '/api/auth/login/', { body: { username, password: 'demo12345' } })).body
        .tokens.access as string;
    const studentToken = await signInDemo('demo_student');
    const instructorToken = await signInDemo('demo_instructor');

    const instructorInbox = await call(t.app, 'GET', '/api/messaging/instructor-students/', {
      token: instructorToken,
    });
    expect(instructorInbox.body).toEqual([
      expect.objectContaining({
        student_name: 'Amani Okello',
        course_title: 'Introduction to Python Programming',
        unread_count: 1,
      }),
    ]);
    const [{ student_id: studentId, course_id: courseId }] = instructorInbox.body;
    const instructorBell = await call(t.app, 'GET', '/api/notifications/', { token: instructorToken });
    expect(instructorBell.body.unread_count).toBe(1);
    expect(instructorBell.body.notifications[0]).toMatchObject({
      type: 'course_message',
      title: 'New message in Introduction to Python Programming',
      data: { sender_name: 'Amani Okello' },
      is_read: false,
    });
    // Two from the conversation, one (read) for the forum thread the student started yesterday.
    expect(instructorBell.body.total_count).toBe(3);

    const studentBell = await call(t.app, 'GET', '/api/notifications/', { token: studentToken });
    expect(
      studentBell.body.notifications.map((n: { type: string; is_read: boolean }) => [n.type, n.is_read]),
    ).toEqual([
      ['announcement', false],
      ['course_message', true],
      ['forum_thread', true],
    ]);

    const thread = await call(t.app, 'GET', `/api/messaging/course/${courseId}/${studentId}/`, {
      token: instructorToken,
    });
    expect(thread.body.map((message: { subject: string }) => message.subject)).toEqual([
      'Question about loops',
      'Re: Question about loops',
      'Thank you',
    ]);
    const times = thread.body.map((message: { created_at: string }) => Date.parse(message.created_at));
    expect(Date.now() - times[0]).toBeGreaterThan(24 * 3_600_000);
    expect(Date.now() - times[2]).toBeLessThan(24 * 3_600_000);
  });

  it.each(['demo_student', 'demo_instructor', 'demo_admin'])(
    '%s signs in with demo12345',
    async (username) => {
      const response = await call(t.app, 'POST', '/api/auth/login/', {
        body: { username, password: 'demo12345' },
      });
      expect(response.status).toBe(200);
    },
  );

  it('gives the demo student an open assessment and a forum conversation, once', async () => {
    await seedDemoData(t.db);
    await seedDemoData(t.db);
    const login = await call(t.app, 'POST', '/api/auth/login/', {
      body: { username: 'demo_student', password: 'demo12345' },
    });
    const token = login.body.tokens.access as string;
    const exams = await call(t.app, 'GET', '/api/student/assessments/', { token });
    expect(exams.body.map((a: { title: string }) => a.title)).toEqual(['Python Basics Check']);
    const upNext = await call(t.app, 'GET', '/api/student/up-next/', { token });
    const [open] = upNext.body.assessments;
    expect(open).toMatchObject({ title: 'Python Basics Check', status: 'not_started' });
    expect(open.seconds_until_due).toBeGreaterThan(13 * 86_400);

    const [python] = await t.db
      .select()
      .from(courses)
      .where(eq(courses.title, 'Introduction to Python Programming'));
    const threads = await call(t.app, 'GET', `/api/courses/${python?.id}/forum/threads/`, { token });
    expect(threads.body).toEqual([
      expect.objectContaining({ title: 'How do I run Python on my phone?', post_count: 2 }),
    ]);
  });

  it('tells the web app that demo mode is on', async () => {
    const response = await call(t.app, 'GET', '/api/auth/demo/');
    expect(response.body).toEqual({
      enabled: true,
      password: 'demo12345',
      accounts: [
        { role: 'student', username: 'demo_student' },
        { role: 'instructor', username: 'demo_instructor' },
        { role: 'admin', username: 'demo_admin' },
      ],
    });
  });

  it('creates the bootstrap admin only while no admin exists', async () => {
    const created = await ensureBootstrapAdmin(t.db, {
      username: 'root',
      email: 'root@example.com',
      password: 'rootpass1',
    });
    expect(created).toBeUndefined();
  });
});
