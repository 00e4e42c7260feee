import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import {
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
