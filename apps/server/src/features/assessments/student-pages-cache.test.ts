import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../db/schema/assessments';
import { courses, enrollments, lessonCompletions } from '../../db/schema/courses';
import {
  assessmentBody,
  buildCourse,
  buildLesson,
  buildUser,
  enrollStudent,
  signIn,
} from '../../../test/factories';
import { eventually } from '../../../test/eventually';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { finishExpiredAttempts } from './attempts';

let t: TestApp;
let teacherToken: string;
let teacherId: number;

beforeAll(async () => {
  t = await createTestApp({
    caches: { catalogue: true, sessions: true, notifications: false, viewers: true },
  });
  const teacher = await buildUser(t.db, { role: 'instructor' });
  teacherId = teacher.id;
  teacherToken = (await signIn(t.app, teacher)).access;
});
afterAll(() => t.close());

/** A published course of the signed-in teacher with one lesson and one active assessment, and an enrolled student. */
async function setUp() {
  const course = await buildCourse(t.db, { instructorId: teacherId });
  const lesson = await buildLesson(t.db, { courseId: course.id });
  const created = await call(t.app, 'POST', `/api/instructor/courses/${course.id}/assessments/`, {
    token: teacherToken,
    body: assessmentBody({ title: 'Cached quiz' }),
  });
  const student = await buildUser(t.db);
  await enrollStudent(t.db, student.id, course.id);
  const token = (await signIn(t.app, student)).access;
  const get = async (path: string) => (await call(t.app, 'GET', `/api${path}`, { token })).body;
  return { course, lesson, assessmentId: created.body.id as number, student, token, get };
}

type Listed = { id: number; status: string; attempts_used: number }[];

// Each change below is written straight to the database, as another server process would make it: only the
// database's signal tells this process, a moment after the commit.
describe("a student's pages kept in memory", () => {
  it('follow their attempts: started, then finished by the clock', async () => {
    const { assessmentId, token, student, get } = await setUp();
    // The list and the assessment's own page.
    const statusOf = async () => [
      ...((await get('/student/assessments/')) as Listed).map((a) => a.status),
      ((await get(`/student/assessments/${assessmentId}/`)) as Listed[number]).status,
    ];
    expect(await statusOf()).toEqual(['not_started', 'not_started']);

    // The student's own start is seen by their next read at once.
    const started = await call(t.app, 'POST', `/api/student/assessments/${assessmentId}/start/`, { token });
    expect(started.status).toBe(200);
    expect(await statusOf()).toEqual(['in_progress', 'in_progress']);

    await t.db
      .update(submissions)
      .set({ deadline: sql`now() - interval '1 hour'` })
      .where(eq(submissions.studentId, student.id));
    await finishExpiredAttempts(t.db, { studentId: student.id });
    await eventually(statusOf, ['submitted', 'submitted']);
  });

  it('turn the assessments list and page when a start or due date passes, with nothing written', async () => {
    const { course, get } = await setUp();
    const opens = new Date(Date.now() + 1500);
    const closes = new Date(Date.now() + 3000);
    const created = await call(t.app, 'POST', `/api/instructor/courses/${course.id}/assessments/`, {
      token: teacherToken,
      body: assessmentBody({
        title: 'Timed quiz',
        start_date: opens.toISOString(),
        due_date: closes.toISOString(),
      }),
    });
    expect(created.status).toBe(201);
    const timed = async () => {
      const listed = (await get('/student/assessments/')) as (Listed[number] & {
        title: string;
        can_attempt: boolean;
        is_overdue: boolean;
      })[];
      const quiz = listed.find((item) => item.title === 'Timed quiz');
      const page = (await get(`/student/assessments/${created.body.id}/`)) as { can_attempt: boolean };
      return { can_attempt: quiz?.can_attempt, is_overdue: quiz?.is_overdue, page: page.can_attempt };
    };
    await eventually(timed, { can_attempt: false, is_overdue: false, page: false });
    await eventually(timed, { can_attempt: true, is_overdue: false, page: true });
    await eventually(timed, { can_attempt: false, is_overdue: true, page: false });
  });

  it('show the answers last saved in an open attempt, though saves send no signal', async () => {
    const { assessmentId, token, get } = await setUp();
    await call(t.app, 'POST', `/api/student/assessments/${assessmentId}/start/`, { token });
    const answersShown = async () =>
      ((await get(`/student/assessments/${assessmentId}/`)) as { submission: { answers: object } }).submission
        .answers;
    expect(await answersShown()).toEqual({});
    for (const answer of [0, 1]) {
      const saved = await call(t.app, 'POST', `/api/student/assessments/${assessmentId}/save/`, {
        token,
        body: { answers: { '0': answer } },
      });
      expect(saved.status).toBe(200);
      expect(await answersShown()).toEqual({ '0': answer });
    }
  });

  it('follow their enrolments, on the course page, the dashboard and the assessments list', async () => {
    const { course, get } = await setUp();
    const seen = async () => {
      const detail = (await get(`/courses/${course.id}/`)) as { lessons: { content?: string }[] };
      const dashboard = (await get('/student/enrolled-courses/')) as { id: number }[];
      const listed = (await get('/student/assessments/')) as Listed;
      const status = (await get(`/student/courses/${course.id}/enrollment-status/`)) as { enrolled: boolean };
      return {
        content: detail.lessons.every((lesson) => typeof lesson.content === 'string'),
        dashboard: dashboard.map((c) => c.id),
        assessments: listed.length,
        enrolled: status.enrolled,
      };
    };
    expect(await seen()).toEqual({ content: true, dashboard: [course.id], assessments: 1, enrolled: true });
    await t.db.update(enrollments).set({ isActive: false }).where(eq(enrollments.courseId, course.id));
    await eventually(seen, { content: false, dashboard: [], assessments: 0, enrolled: false });
  });

  it('follow their progress and the course itself', async () => {
    const { course, lesson, student, get } = await setUp();
    const dashboard = async () =>
      ((await get('/student/enrolled-courses/')) as { title: string; completed_lessons: number }[]).map(
        (c) => ({
          title: c.title,
          done: c.completed_lessons,
        }),
      );
    expect(await dashboard()).toEqual([{ title: course.title, done: 0 }]);
    await t.db
      .insert(lessonCompletions)
      .values({ studentId: student.id, lessonId: lesson.id, courseId: course.id });
    await eventually(dashboard, [{ title: course.title, done: 1 }]);
    await t.db.update(courses).set({ title: 'Renamed course' }).where(eq(courses.id, course.id));
    await eventually(dashboard, [{ title: 'Renamed course', done: 1 }]);
  });

  it('keep another student out of an assessment once they leave the course', async () => {
    const { course, assessmentId, student, token } = await setUp();
    await t.db
      .update(enrollments)
      .set({ isActive: false })
      .where(and(eq(enrollments.studentId, student.id), eq(enrollments.courseId, course.id)));
    await eventually(
      async () =>
        (await call(t.app, 'POST', `/api/student/assessments/${assessmentId}/start/`, { token })).status,
      404,
    );
  });

  it('give each student their own paper, in progress and once kept after submitting', async () => {
    const { course } = await setUp();
    const created = await call(t.app, 'POST', `/api/instructor/courses/${course.id}/assessments/`, {
      token: teacherToken,
      body: assessmentBody({ title: 'Shuffled quiz', shuffle_questions: true, shuffle_options: true }),
    });
    const path = `/student/assessments/${created.body.id}/`;
    const papers = new Map<string, string>();
    // Students until two of them hold different papers (three sample questions: 6 orders, options apart).
    while (new Set(papers.values()).size < 2 && papers.size < 20) {
      const student = await buildUser(t.db);
      await enrollStudent(t.db, student.id, course.id);
      const token = (await signIn(t.app, student)).access;
      const started = await call(t.app, 'POST', `/api${path}start/`, { token });
      expect(started.status).toBe(200);
      const shown = await call(t.app, 'GET', `/api${path}`, { token });
      papers.set(token, JSON.stringify(shown.body.questions));
    }
    expect(new Set(papers.values()).size).toBe(2);
    for (const [token, paper] of papers) {
      await call(t.app, 'POST', `/api${path}submit/`, { token, body: { answers: {} } });
      // Read twice: once from the database, then as kept in memory.
      for (let read = 0; read < 2; read += 1) {
        const shown = await call(t.app, 'GET', `/api${path}`, { token });
        expect(JSON.stringify(shown.body.questions)).toBe(paper);
        expect(shown.body.submission.status).toBe('submitted');
      }
    }
  });
});
