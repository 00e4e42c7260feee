import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../db/schema/assessments';
import { users } from '../../db/schema/users';
import {
  assessmentBody,
  buildCourse,
  buildLesson,
  buildUser,
  enrollStudent,
  SAMPLE_QUESTIONS,
  signIn,
} from '../../../test/factories';
import { eventually } from '../../../test/eventually';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    caches: { catalogue: true, sessions: true, notifications: false, viewers: false },
  });
});
afterAll(() => t.close());

describe('what instructors read from the kept catalogue', () => {
  it('shows every change to the courses, their lessons, enrolments and the instructor’s name', async () => {
    const instructor = await buildUser(t.db, { role: 'instructor', firstName: 'Baraka', lastName: 'Mwita' });
    const other = await buildUser(t.db, { role: 'instructor' });
    const student = await buildUser(t.db, { role: 'student' });
    const token = (await signIn(t.app, instructor)).access;
    const otherToken = (await signIn(t.app, other)).access;
    const list = async (as = token) =>
      (await call(t.app, 'GET', '/api/instructor/courses/', { token: as })).body;
    const first = await buildCourse(t.db, { instructorId: instructor.id, title: 'Soil science' });
    const titles = async () => (await list()).map((course: { title: string }) => course.title);

    expect(await titles()).toEqual(['Soil science']);
    expect(await list()).toEqual(await list());

    const created = await call(t.app, 'POST', '/api/instructor/courses/create/', {
      token,
      body: { title: 'Crop rotation', description: 'Seasons and soil', language: 'en', price: 0 },
    });
    expect(created.status).toBe(201);
    await eventually(titles, ['Crop rotation', 'Soil science']);

    const soil = async () =>
      (await list()).find((course: { id: number }) => course.id === first.id) as {
        lesson_count: number;
        student_count: number;
        instructor: { full_name: string };
      };
    await buildLesson(t.db, { courseId: first.id });
    await eventually(async () => (await soil()).lesson_count, 1);
    await enrollStudent(t.db, student.id, first.id);
    await eventually(async () => (await soil()).student_count, 1);
    await t.db.update(users).set({ lastName: 'Otieno' }).where(eq(users.id, instructor.id));
    await eventually(async () => (await soil()).instructor.full_name, 'Baraka Otieno');

    // Each instructor has their own list.
    expect(await list(otherToken)).toEqual([]);
  });

  it('shows every attempt started, finished or renamed on the kept submissions pages', async () => {
    const instructor = await buildUser(t.db, { role: 'instructor' });
    const token = (await signIn(t.app, instructor)).access;
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    const base = `/api/instructor/courses/${course.id}/assessments/`;
    const created = await call(t.app, 'POST', base, { token, body: assessmentBody() });
    const assessmentId = created.body.id as number;
    const page = async () => {
      const { body } = await call(t.app, 'GET', `${base}${assessmentId}/`, { token });
      return {
        total: body.total_submissions,
        submitted: body.submitted_count,
        rows: body.submissions.map((row: { student_name: string; status: string }) => [
          row.student_name,
          row.status,
        ]),
      };
    };
    expect(await page()).toEqual({ total: 0, submitted: 0, rows: [] });

    // Written straight to the database, as another server process would: only the signal tells this one.
    const student = await buildUser(t.db, { firstName: 'Amani', lastName: 'Kweli' });
    const now = new Date();
    const [started] = await t.db
      .insert(submissions)
      .values({
        assessmentId,
        studentId: student.id,
        attemptNumber: 1,
        deadline: new Date(now.getTime() + 60_000),
      })
      .returning();
    await eventually(page, { total: 1, submitted: 0, rows: [['Amani Kweli', 'in_progress']] });

    await t.db
      .update(submissions)
      .set({ status: 'submitted', submittedAt: now, score: 10, percentage: 33.33 })
      .where(eq(submissions.id, started?.id ?? 0));
    await eventually(page, { total: 1, submitted: 1, rows: [['Amani Kweli', 'submitted']] });

    await t.db.update(users).set({ firstName: 'Neema' }).where(eq(users.id, student.id));
    await eventually(page, { total: 1, submitted: 1, rows: [['Neema Kweli', 'submitted']] });

    // Starting and submitting through the API keep the triggers quiet and signal after their commit.
    const learner = await buildUser(t.db, { firstName: 'Juma', lastName: 'Ali' });
    await enrollStudent(t.db, learner.id, course.id);
    const learnerToken = (await signIn(t.app, learner)).access;
    const studentPath = `/api/student/assessments/${assessmentId}`;
    expect((await call(t.app, 'POST', `${studentPath}/start/`, { token: learnerToken })).status).toBe(200);
    await eventually(page, {
      total: 2,
      submitted: 1,
      rows: [
        ['Juma Ali', 'in_progress'],
        ['Neema Kweli', 'submitted'],
      ],
    });
    const submitted = await call(t.app, 'POST', `${studentPath}/submit/`, {
      token: learnerToken,
      body: { answers: { '0': 1 } },
    });
    expect(submitted.status).toBe(200);
    await eventually(page, {
      total: 2,
      submitted: 2,
      rows: [
        ['Juma Ali', 'submitted'],
        ['Neema Kweli', 'submitted'],
      ],
    });
  });

  it('shows an edited assessment on its submissions page, and only to the course’s instructor', async () => {
    const instructor = await buildUser(t.db, { role: 'instructor' });
    const other = await buildUser(t.db, { role: 'instructor' });
    const token = (await signIn(t.app, instructor)).access;
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    const base = `/api/instructor/courses/${course.id}/assessments/`;
    const body = { title: 'Soil quiz', questions: [SAMPLE_QUESTIONS[0]] };
    const created = await call(t.app, 'POST', base, { token, body });
    const detail = async (as = token) => call(t.app, 'GET', `${base}${created.body.id}/`, { token: as });
    expect((await detail()).body.title).toBe('Soil quiz');

    const edited = await call(t.app, 'PUT', `${base}${created.body.id}/`, {
      token,
      body: { ...body, title: 'Soil and water quiz' },
    });
    expect(edited.body.title).toBe('Soil and water quiz');
    await eventually(async () => (await detail()).body.title, 'Soil and water quiz');
    expect((await detail((await signIn(t.app, other)).access)).status).toBe(404);
  });
});
