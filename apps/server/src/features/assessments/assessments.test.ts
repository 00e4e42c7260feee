import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSIONS_PAGE_SIZE } from '@somo/contract/assessments';
import { submissions } from '../../db/schema/assessments';
import { courses } from '../../db/schema/courses';
import {
  assessmentBody,
  buildCourse,
  buildSignedIn,
  buildUser,
  enrollStudent,
  QUESTION_SECRETS,
  SAMPLE_QUESTIONS,
  signIn,
  type SignedIn,
} from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { finishExpiredAttempts } from './attempts';
import { finishInTime, saveOpenAttempt } from './attempt-writers';

let t: TestApp;
let teacher: SignedIn;
let otherTeacher: SignedIn;
let courseId: number;
let otherCourseId: number;

async function enrolledStudent(course = courseId) {
  const student = await buildSignedIn(t);
  await enrollStudent(t.db, student.user.id, course);
  return student;
}

async function createAssessment(overrides: Record<string, unknown> = {}, course = courseId) {
  const response = await call(t.app, 'POST', `/api/instructor/courses/${course}/assessments/`, {
    token: teacher.token,
    body: assessmentBody(overrides),
  });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body.id as number;
}

const student = (who: SignedIn, method: 'GET' | 'POST', path: string, body?: unknown) =>
  call(t.app, method, `/api/student/assessments/${path}`, { token: who.token, body });

/** Moves an attempt's clock back, as if it had started `minutes` ago. */
async function ageAttempt(submissionId: number, minutes: number) {
  await t.db
    .update(submissions)
    .set({
      startedAt: sql`${submissions.startedAt} - make_interval(mins => ${minutes})`,
      deadline: sql`${submissions.deadline} - make_interval(mins => ${minutes})`,
    })
    .where(eq(submissions.id, submissionId));
}

function expectNoCorrectAnswers(body: unknown) {
  expect(JSON.stringify(body)).not.toContain('"correct_answer"');
  expect(JSON.stringify(body)).not.toContain('Jambo');
}

beforeAll(async () => {
  t = await createTestApp();
  teacher = await buildSignedIn(t, { role: 'instructor' });
  otherTeacher = await buildSignedIn(t, { role: 'instructor' });
  courseId = (await buildCourse(t.db, { instructorId: teacher.user.id, title: 'Geography' })).id;
  otherCourseId = (await buildCourse(t.db, { instructorId: teacher.user.id, title: 'History' })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('instructor authoring', () => {
  it('creates with the defaults and lists with counts', async () => {
    const created = await call(t.app, 'POST', `/api/instructor/courses/${courseId}/assessments/`, {
      token: teacher.token,
      body: { title: 'Defaults', questions: [SAMPLE_QUESTIONS[0]] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      duration_minutes: 60,
      total_points: 100,
      passing_score: 70,
      attempts_allowed: 1,
      is_active: true,
      questions_count: 1,
      submitted_count: 0,
      questions: [{ correct_answer: 1 }],
    });
    const list = await call(t.app, 'GET', `/api/instructor/courses/${courseId}/assessments/`, {
      token: teacher.token,
    });
    expect(list.body.map((a: { title: string }) => a.title)).toContain('Defaults');
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ duration_minutes: 0 }, 'Duration must be at least 1 minute'],
    [{ total_points: 0 }, 'Total points must be at least 1'],
    [{ passing_score: 101 }, 'Passing score must be between 0 and 100'],
    [{ questions: [] }, 'At least one question is required'],
    [{ questions: [{ question: ' ', type: 'text' }] }, 'Question text is required'],
    [
      { questions: [{ question: 'Q', type: 'multiple_choice', options: ['only'], correct_answer: 0 }] },
      'At least 2 options are required',
    ],
    [
      { questions: [{ question: 'Q', type: 'multiple_choice', options: ['a', ' '], correct_answer: 0 }] },
      'All options must have text',
    ],
    [
      { start_date: '2026-12-10T10:00:00Z', due_date: '2026-12-01T10:00:00Z' },
      'Due date must be after start date',
    ],
    [{ attempts_allowed: 0 }, 'Attempts allowed must be at least 1'],
  ])('rejects %j with "%s"', async (overrides, message) => {
    const response = await call(t.app, 'POST', `/api/instructor/courses/${courseId}/assessments/`, {
      token: teacher.token,
      body: assessmentBody(overrides),
    });
    expect(response.status).toBe(400);
    expect(Object.values(response.body.fields)).toContain(message);
  });

  it('answers 404 to another instructor and 403 to a student', async () => {
    const id = await createAssessment();
    const outsider = await buildSignedIn(t);
    for (const [token, status] of [
      [otherTeacher.token, 404],
      [outsider.token, 403],
    ] as const) {
      expect(
        (await call(t.app, 'GET', `/api/instructor/courses/${courseId}/assessments/${id}/`, { token }))
          .status,
      ).toBe(status);
      expect(
        (await call(t.app, 'DELETE', `/api/instructor/courses/${courseId}/assessments/${id}/`, { token }))
          .status,
      ).toBe(status);
    }
    expect(
      (
        await call(t.app, 'GET', `/api/instructor/courses/${otherCourseId}/assessments/${id}/`, {
          token: teacher.token,
        })
      ).status,
    ).toBe(404);
  });

  it('lets an admin read a course’s assessments but not change them', async () => {
    const id = await createAssessment();
    const admin = await buildSignedIn(t, { role: 'admin' });
    const base = `/api/instructor/courses/${courseId}/assessments/`;
    expect((await call(t.app, 'GET', base, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `${base}${id}/`, { token: admin.token })).status).toBe(200);
    const writes = [
      await call(t.app, 'POST', base, { token: admin.token, body: assessmentBody() }),
      await call(t.app, 'PUT', `${base}${id}/`, { token: admin.token, body: assessmentBody() }),
      await call(t.app, 'DELETE', `${base}${id}/`, { token: admin.token }),
    ];
    for (const response of writes) {
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('forbidden');
    }
    const missing = await call(t.app, 'GET', `/api/instructor/courses/999999/assessments/`, {
      token: admin.token,
    });
    expect(missing.status).toBe(404);
  });

  it('updates an assessment and answers 404 for one that does not exist', async () => {
    const id = await createAssessment();
    const base = `/api/instructor/courses/${courseId}/assessments/`;
    const updated = await call(t.app, 'PUT', `${base}${id}/`, {
      token: teacher.token,
      body: assessmentBody({ title: 'Renamed quiz' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, title: 'Renamed quiz', submissions: [] });
    const invalid = await call(t.app, 'PUT', `${base}${id}/`, {
      token: teacher.token,
      body: assessmentBody({ title: '' }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('validation_error');
    const missing = await call(t.app, 'PUT', `${base}999999/`, {
      token: teacher.token,
      body: assessmentBody(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', error: 'Assessment not found.' });
  });

  it('deletes an assessment without submissions, refuses one with submissions', async () => {
    const unused = await createAssessment();
    expect(
      (
        await call(t.app, 'DELETE', `/api/instructor/courses/${courseId}/assessments/${unused}/`, {
          token: teacher.token,
        })
      ).status,
    ).toBe(200);
    const used = await createAssessment();
    const taker = await enrolledStudent();
    await student(taker, 'POST', `${used}/start/`);
    const refused = await call(t.app, 'DELETE', `/api/instructor/courses/${courseId}/assessments/${used}/`, {
      token: teacher.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'assessment_has_submissions',
      error: 'Cannot delete assessment with existing submissions',
    });
  });
});

describe('taking an assessment', () => {
  it('never sends correct answers to a student', async () => {
    const id = await createAssessment();
    const taker = await enrolledStudent();
    const list = await student(taker, 'GET', '');
    expect(list.body.find((a: { id: number }) => a.id === id)).toMatchObject({
      status: 'not_started',
      can_attempt: true,
      attempts_used: 0,
      questions_count: 3,
    });
    const before = await student(taker, 'GET', `${id}/`);
    expect(before.body.questions).toEqual([]);
    const started = await student(taker, 'POST', `${id}/start/`);
    const detail = await student(taker, 'GET', `${id}/`);
    expect(detail.body.questions).toHaveLength(3);
    expect(detail.body.submission).toMatchObject({ status: 'in_progress', attempt_number: 1 });
    expect(detail.body.submission.time_remaining_seconds).toBeGreaterThan(29 * 60);
    const saved = await student(taker, 'POST', `${id}/save/`, { answers: { '0': 1 } });
    const submitted = await student(taker, 'POST', `${id}/submit/`, { answers: { '0': 1, '1': 'jambo' } });
    for (const body of [list.body, before.body, started.body, detail.body, saved.body, submitted.body])
      expectNoCorrectAnswers(body);
  });

  it('grades on the server and reports pass or fail once every answer is marked', async () => {
    const id = await createAssessment();
    const taker = await enrolledStudent();
    await student(taker, 'POST', `${id}/start/`);
    // The third question has no expected answer; left blank, there is nothing for the instructor to mark.
    const submitted = await student(taker, 'POST', `${id}/submit/`, { answers: { '0': 1, '1': ' JAMBO ' } });
    expect(submitted.body).toEqual({
      message: 'Assessment submitted.',
      percentage: 66.67,
      score: 20,
      correct_answers: 2,
      total_questions: 3,
      passed: true,
      answers_accepted: true,
      counted_questions: [1, 2],
      marked_questions: 3,
      awaiting_marking: 0,
      result: 'passed',
    });
    const list = await student(taker, 'GET', '');
    expect(list.body.find((a: { id: number }) => a.id === id)).toMatchObject({
      status: 'submitted',
      attempts_used: 1,
      can_attempt: true,
      percentage: 66.67,
      result: 'passed',
    });
  });

  it('never reports a result as final while a written answer awaits marking', async () => {
    const id = await createAssessment();
    const taker = await enrolledStudent();
    await student(taker, 'POST', `${id}/start/`);
    const submitted = await student(taker, 'POST', `${id}/submit/`, {
      answers: { '0': 1, '1': ' JAMBO ', '2': 'Light to sugar' },
    });
    expect(submitted.body).toMatchObject({
      percentage: 66.67,
      correct_answers: 2,
      total_questions: 3,
      marked_questions: 2,
      awaiting_marking: 1,
      result: 'awaiting_marking',
      passed: false,
    });
    const detail = await student(taker, 'GET', `${id}/`);
    expect(detail.body.result).toBe('awaiting_marking');
    expect(detail.body.submission).toMatchObject({
      status: 'submitted',
      correct_answers: 2,
      total_questions: 3,
      marked_questions: 2,
      awaiting_marking: 1,
      result: 'awaiting_marking',
    });
    // A retried submit repeats the same honest result.
    const again = await student(taker, 'POST', `${id}/submit/`, { answers: {} });
    expect(again.body).toMatchObject({ result: 'awaiting_marking', awaiting_marking: 1, passed: false });
  });

  it('answers a second start while in progress with 400 already in progress', async () => {
    const id = await createAssessment();
    const taker = await enrolledStudent();
    expect((await student(taker, 'POST', `${id}/start/`)).status).toBe(200);
    const again = await student(taker, 'POST', `${id}/start/`);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'attempt_in_progress',
      error: 'Assessment already in progress',
    });
  });

  it('creates one attempt under concurrent starts', async () => {
    const id = await createAssessment();
    const taker = await enrolledStudent();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => student(taker, 'POST', `${id}/start/`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400 && a.body.code === 'attempt_in_progress')).toHaveLength(5);
    const rows = await t.db.select().from(submissions).where(eq(submissions.assessmentId, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a start once the attempts are used up', async () => {
    const id = await createAssessment({ attempts_allowed: 1 });
    const taker = await enrolledStudent();
    await student(taker, 'POST', `${id}/start/`);
    await student(taker, 'POST', `${id}/submit/`, { answers: {} });
    const refused = await student(taker, 'POST', `${id}/start/`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'attempts_exhausted',
      error: 'You have used all your attempts for this assessment.',
    });
    expect((await student(taker, 'GET', '')).body.find((a: { id: number }) => a.id === id).can_attempt).toBe(
      false,
    );
  });

  it('refuses saves after the deadline and keeps the last saved answers', async () => {
    const id = await createAssessment({ duration_minutes: 10 });
    const taker = await enrolledStudent();
    const started = await student(taker, 'POST', `${id}/start/`);
    await student(taker, 'POST', `${id}/save/`, { answers: { '0': 1 } });
    await ageAttempt(started.body.submission.id, 11);
    const late = await student(taker, 'POST', `${id}/save/`, { answers: { '0': 1, '1': 'Jambo' } });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'no_attempt_in_progress',
      error: 'Time is up: answers can no longer be saved.',
    });
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, started.body.submission.id));
    expect(row).toMatchObject({ status: 'submitted', answers: { '0': 1 }, correctAnswers: 1 });
  });

  it('still accepts a save within the 30 second grace', async () => {
    const id = await createAssessment({ duration_minutes: 10 });
    const taker = await enrolledStudent();
    const started = await student(taker, 'POST', `${id}/start/`);
    await t.db
      .update(submissions)
      .set({ deadline: sql`now() - interval '10 seconds'` })
      .where(eq(submissions.id, started.body.submission.id));
    const save = await student(taker, 'POST', `${id}/save/`, { answers: { '0': 1 } });
    expect(save.status).toBe(200);
    expect(save.body.time_remaining_seconds).toBe(0);
  });

  it('grades a late submit from the saved answers, not the late ones', async () => {
    const id = await createAssessment({ duration_minutes: 5 });
    const taker = await enrolledStudent();
    const started = await student(taker, 'POST', `${id}/start/`);
    await student(taker, 'POST', `${id}/save/`, { answers: { '0': 0 } });
    await ageAttempt(started.body.submission.id, 6);
    const late = await student(taker, 'POST', `${id}/submit/`, { answers: { '0': 1, '1': 'Jambo' } });
    expect(late.body).toMatchObject({
      answers_accepted: false,
      counted_questions: [1],
      correct_answers: 0,
      message: 'Time was up: your last saved answers were submitted.',
    });
    const again = await student(taker, 'POST', `${id}/submit/`, { answers: { '0': 1 } });
    expect(again.body).toMatchObject({
      answers_accepted: false,
      correct_answers: 0,
      message: 'This attempt was already submitted.',
    });
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, started.body.submission.id));
    expect(row).toMatchObject({ status: 'submitted', answers: { '0': 0 }, correctAnswers: 0 });
  });

  it('finishes an abandoned attempt from its saved answers, even if the student never returns', async () => {
    const id = await createAssessment({ duration_minutes: 5 });
    const taker = await enrolledStudent();
    const started = await student(taker, 'POST', `${id}/start/`);
    await student(taker, 'POST', `${id}/save/`, { answers: { '0': 1, '1': 'jambo' } });
    await ageAttempt(started.body.submission.id, 7);
    const detailPath = `/api/instructor/courses/${courseId}/assessments/${id}/`;
    // The instructor's list only reads: the attempt stays open until the sweeper finishes it.
    const before = await call(t.app, 'GET', detailPath, { token: teacher.token });
    expect(before.body).toMatchObject({ submitted_count: 0, total_submissions: 1 });
    expect(before.body.submissions[0]).toMatchObject({ status: 'in_progress', score: null });
    expect(await finishExpiredAttempts(t.db)).toBeGreaterThanOrEqual(1);
    const after = await call(t.app, 'GET', detailPath, { token: teacher.token });
    expect(after.body).toMatchObject({ submitted_count: 1, total_submissions: 1 });
    const review = await call(t.app, 'GET', `${detailPath}submissions/${started.body.submission.id}/`, {
      token: teacher.token,
    });
    expect(review.body).toMatchObject({
      status: 'submitted',
      correct_answers: 2,
      percentage: 66.67,
      answers: { '0': 1, '1': 'jambo' },
      time_spent_minutes: 5,
    });
  });

  it('marks a submission after the due date as late', async () => {
    const due = new Date(Date.now() + 60_000).toISOString();
    const id = await createAssessment({ due_date: due, duration_minutes: 30 });
    const taker = await enrolledStudent();
    const started = await student(taker, 'POST', `${id}/start/`);
    await t.db
      .update(submissions)
      .set({ deadline: sql`now() + interval '20 minutes'` })
      .where(eq(submissions.id, started.body.submission.id));
    await t.db.execute(sql`update assessments set due_date = now() - interval '1 minute' where id = ${id}`);
    await student(taker, 'POST', `${id}/submit/`, { answers: {} });
    const detail = await call(t.app, 'GET', `/api/instructor/courses/${courseId}/assessments/${id}/`, {
      token: teacher.token,
    });
    expect(detail.body.submissions[0].is_late_submission).toBe(true);
  });

  it('enforces is_active, start_date and due_date', async () => {
    const taker = await enrolledStudent();
    const inactive = await createAssessment({ is_active: false });
    expect((await student(taker, 'POST', `${inactive}/start/`)).status).toBe(404);
    const future = await createAssessment({ start_date: new Date(Date.now() + 86_400_000).toISOString() });
    const notYet = await student(taker, 'POST', `${future}/start/`);
    expect(notYet.status).toBe(400);
    expect(notYet.body).toMatchObject({
      code: 'assessment_closed',
      error: 'This assessment has not opened yet.',
    });
    const past = await createAssessment({ due_date: new Date(Date.now() - 60_000).toISOString() });
    const closed = await student(taker, 'POST', `${past}/start/`);
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({ code: 'assessment_closed', error: 'This assessment is closed.' });
    expect((await student(taker, 'GET', '')).body.find((a: { id: number }) => a.id === past).is_overdue).toBe(
      true,
    );
  });

  it('hides assessments from students of another course (404) and from staff (403)', async () => {
    const id = await createAssessment();
    const stranger = await enrolledStudent(otherCourseId);
    expect((await student(stranger, 'GET', `${id}/`)).status).toBe(404);
    expect((await student(stranger, 'POST', `${id}/start/`)).status).toBe(404);
    expect((await student(stranger, 'GET', '')).body.map((a: { id: number }) => a.id)).not.toContain(id);
    const staff = await call(t.app, 'GET', '/api/student/assessments/', { token: teacher.token });
    expect(staff.status).toBe(403);
    expect(staff.body.error).toBe('Access Denied: Only students can access the assessments page.');
  });

  it('hides every assessment of an unpublished course from its students, attempts in progress included', async () => {
    const draftCourseId = (await buildCourse(t.db, { instructorId: teacher.user.id, title: 'Unpublished' }))
      .id;
    const id = await createAssessment({}, draftCourseId);
    const open = await createAssessment({}, draftCourseId);
    const taker = await enrolledStudent(draftCourseId);
    expect((await student(taker, 'POST', `${id}/start/`)).status).toBe(200);
    await t.db.update(courses).set({ isPublished: false }).where(eq(courses.id, draftCourseId));

    const listed = await student(taker, 'GET', '');
    expect(listed.status).toBe(200);
    const listedIds = listed.body.map((a: { id: number }) => a.id);
    expect(listedIds).not.toContain(id);
    expect(listedIds).not.toContain(open);
    const answers = { answers: { '0': 1 } };
    const refused = [
      await student(taker, 'GET', `${id}/`),
      await student(taker, 'POST', `${open}/start/`),
      await student(taker, 'POST', `${id}/save/`, answers),
      await student(taker, 'POST', `${id}/submit/`, answers),
    ];
    for (const response of refused) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found', error: 'Assessment not found.' });
    }
    const [attempt] = await t.db.select().from(submissions).where(eq(submissions.assessmentId, id));
    expect(attempt).toMatchObject({ status: 'in_progress', answers: {} });
  });

  it('saves a whole class saving at once, each student’s own answers, the later of two saves winning', async () => {
    const id = await createAssessment();
    const takers = await Promise.all([1, 2, 3, 4, 5].map(() => enrolledStudent()));
    for (const taker of takers) await student(taker, 'POST', `${id}/start/`);
    const outsider = await buildSignedIn(t);
    const replies = await Promise.all([
      ...takers.map((taker, index) =>
        student(taker, 'POST', `${id}/save/`, { answers: { '1': `Answer ${index}` } }),
      ),
      student(outsider, 'POST', `${id}/save/`, { answers: { '0': 1 } }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 404]);
    const [first] = takers;
    if (!first) throw new Error('no takers');
    // Two saves of one attempt in the same turn: both are acknowledged and the later is what stays.
    const twice = await Promise.all([
      saveOpenAttempt(t.db, {
        assessmentId: id,
        studentId: first.user.id,
        answers: { '1': 'Earlier' },
        savedAt: new Date(),
      }),
      saveOpenAttempt(t.db, {
        assessmentId: id,
        studentId: first.user.id,
        answers: { '1': 'Later' },
        savedAt: new Date(),
      }),
    ]);
    expect(twice.every((saved) => saved?.deadline instanceof Date)).toBe(true);
    const stored = await t.db
      .select({ studentId: submissions.studentId, answers: submissions.answers })
      .from(submissions)
      .where(eq(submissions.assessmentId, id));
    const byStudent = new Map(stored.map((row) => [row.studentId, row.answers]));
    expect(takers.map((taker) => byStudent.get(taker.user.id))).toEqual([
      { '1': 'Later' },
      { '1': 'Answer 1' },
      { '1': 'Answer 2' },
      { '1': 'Answer 3' },
      { '1': 'Answer 4' },
    ]);
  });

  it('finishes submits that arrive together in one statement, each attempt once', async () => {
    const id = await createAssessment();
    const takers = await Promise.all([1, 2, 3].map(() => enrolledStudent()));
    for (const taker of takers) await student(taker, 'POST', `${id}/start/`);
    const finished = (studentId: number, answer: string) =>
      finishInTime(t.db, {
        assessmentId: id,
        studentId,
        answers: { '1': answer },
        submittedAt: new Date(),
        score: 0,
        percentage: 0,
        correctAnswers: 0,
        totalQuestions: 2,
        isLateSubmission: false,
        eventData: {},
      });
    const [first, second, third] = takers.map((taker) => taker.user.id);
    if (first === undefined || second === undefined || third === undefined) throw new Error('no takers');
    const outsider = await buildSignedIn(t);
    // One turn: three students, the first twice, and a student without an attempt.
    const results = await Promise.all([
      finished(first, 'First'),
      finished(second, 'Second'),
      finished(first, 'First again'),
      finished(third, 'Third'),
      finished(outsider.user.id, 'Nothing'),
    ]);
    expect(results.map((result) => result?.attemptNumber)).toEqual([1, 1, undefined, 1, undefined]);
    const stored = await t.db
      .select({ studentId: submissions.studentId, status: submissions.status, answers: submissions.answers })
      .from(submissions)
      .where(eq(submissions.assessmentId, id));
    const byStudent = new Map(stored.map((row) => [row.studentId, row]));
    expect([first, second, third].map((studentId) => byStudent.get(studentId))).toMatchObject([
      { status: 'submitted', answers: { '1': 'First' } },
      { status: 'submitted', answers: { '1': 'Second' } },
      { status: 'submitted', answers: { '1': 'Third' } },
    ]);
    // The second submit of the first attempt, left to the careful path, hears the first one's result.
    const again = await student(takers[0] as SignedIn, 'POST', `${id}/submit/`, { answers: { '1': 'Late' } });
    expect(again.status).toBe(200);
    const [kept] = await t.db
      .select({ answers: submissions.answers })
      .from(submissions)
      .where(sql`${submissions.assessmentId} = ${id} and ${submissions.studentId} = ${first}`);
    expect(kept?.answers).toEqual({ '1': 'First' });
  });

  it('refuses a save or a first submit without an attempt in progress', async () => {
    const id = await createAssessment();
    const taker = await enrolledStudent();
    for (const action of ['save', 'submit']) {
      const refused = await student(taker, 'POST', `${id}/${action}/`, { answers: { '0': 1 } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'no_attempt_in_progress',
        error: 'No attempt in progress for this assessment.',
      });
    }
  });

  it('answers 404 for an assessment that does not exist and 400 for an id that is not one', async () => {
    const taker = await enrolledStudent();
    for (const path of ['999999/', '999999/start/']) {
      const missing = await student(taker, path.endsWith('start/') ? 'POST' : 'GET', path);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('not_found');
    }
    const invalid = await student(taker, 'GET', '1e3/');
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('validation_error');
  });

  it('validates answers against the questions', async () => {
    const id = await createAssessment();
    const taker = await enrolledStudent();
    await student(taker, 'POST', `${id}/start/`);
    expect((await student(taker, 'POST', `${id}/save/`, { answers: { '0': 9 } })).body.error).toBe(
      'The answer to question 1 must be one of its options.',
    );
    expect((await student(taker, 'POST', `${id}/save/`, { answers: { '7': 'x' } })).status).toBe(400);
    expect((await student(taker, 'POST', `${id}/save/`, { answers: 'nope' })).status).toBe(400);
  });
});

describe('queued saves with an idempotency key', () => {
  async function startedAttempt() {
    const id = await createAssessment({ duration_minutes: 10 });
    const taker = await enrolledStudent();
    const started = await student(taker, 'POST', `${id}/start/`);
    return { id, taker, attemptId: started.body.submission.id as number };
  }

  const storedAnswers = async (attemptId: number) =>
    (await t.db.select().from(submissions).where(eq(submissions.id, attemptId)))[0]?.answers;

  it('answers a repeated key as before without applying it again', async () => {
    const { id, taker, attemptId } = await startedAttempt();
    const body = { answers: { '0': 1 }, idempotency_key: `${attemptId}:1` };
    const first = await student(taker, 'POST', `${id}/save/`, body);
    await student(taker, 'POST', `${id}/save/`, { answers: { '0': 2 }, idempotency_key: `${attemptId}:2` });
    const repeat = await student(taker, 'POST', `${id}/save/`, body);
    expect([first.status, repeat.status]).toEqual([200, 200]);
    expect(repeat.body.message).toBe('Answers saved.');
    expect(await storedAnswers(attemptId)).toEqual({ '0': 2 });
  });

  it('never lets an older sequence overwrite a newer one, alone or in one batch', async () => {
    const { id, taker, attemptId } = await startedAttempt();
    await student(taker, 'POST', `${id}/save/`, {
      answers: { '1': 'third' },
      idempotency_key: `${attemptId}:3`,
    });
    const older = await student(taker, 'POST', `${id}/save/`, {
      answers: { '1': 'second' },
      idempotency_key: `${attemptId}:2`,
    });
    expect(older.status).toBe(200);
    expect(await storedAnswers(attemptId)).toEqual({ '1': 'third' });
    const save = (sequence: number) =>
      saveOpenAttempt(t.db, {
        assessmentId: id,
        studentId: taker.user.id,
        answers: { '1': `seq ${sequence}` },
        savedAt: new Date(),
        key: { attemptId, sequence },
      });
    await Promise.all([save(5), save(4)]);
    expect(await storedAnswers(attemptId)).toEqual({ '1': 'seq 5' });
  });

  it('refuses a keyed save after the deadline plus grace and keeps what arrived in time', async () => {
    const { id, taker, attemptId } = await startedAttempt();
    await student(taker, 'POST', `${id}/save/`, { answers: { '0': 1 }, idempotency_key: `${attemptId}:1` });
    await ageAttempt(attemptId, 11);
    const late = await student(taker, 'POST', `${id}/save/`, {
      answers: { '0': 1, '1': 'Jambo' },
      idempotency_key: `${attemptId}:2`,
    });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('no_attempt_in_progress');
    expect(await storedAnswers(attemptId)).toEqual({ '0': 1 });
  });

  it('answers 404 to a key naming another student’s attempt and leaves that attempt alone', async () => {
    const mine = await startedAttempt();
    const intruder = await enrolledStudent();
    await student(intruder, 'POST', `${mine.id}/start/`);
    const refused = await student(intruder, 'POST', `${mine.id}/save/`, {
      answers: { '0': 2 },
      idempotency_key: `${mine.attemptId}:9`,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('not_found');
    expect(await storedAnswers(mine.attemptId)).toEqual({});
  });

  it('answers 400 with the error shape to a malformed key', async () => {
    const { id, taker, attemptId } = await startedAttempt();
    for (const key of [
      'abc',
      `${attemptId}`,
      `${attemptId}:0`,
      `${attemptId}:-1`,
      `${attemptId}:99999999999`,
      7,
    ]) {
      const refused = await student(taker, 'POST', `${id}/save/`, { answers: {}, idempotency_key: key });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation_error' });
      expect(refused.body.fields).toHaveProperty('idempotency_key');
    }
  });
});

describe('review and grading', () => {
  it('lets the instructor grade a text answer by hand, updating score and percentage', async () => {
    const id = await createAssessment();
    const taker = await enrolledStudent();
    await student(taker, 'POST', `${id}/start/`);
    await student(taker, 'POST', `${id}/submit/`, {
      answers: { '0': 1, '1': 'Habari', '2': 'Plants turn light into sugar' },
    });
    const detail = await call(t.app, 'GET', `/api/instructor/courses/${courseId}/assessments/${id}/`, {
      token: teacher.token,
    });
    const submission = detail.body.submissions[0];
    expect(submission).toMatchObject({
      correct_answers: 1,
      percentage: 33.33,
      attempt_number: 1,
      is_late_submission: false,
      marked_questions: 2,
      awaiting_marking: 1,
      result: 'awaiting_marking',
    });
    const graded = await call(
      t.app,
      'POST',
      `/api/instructor/courses/${courseId}/assessments/${id}/submissions/${submission.id}/grade/`,
      {
        token: teacher.token,
        body: { grades: { '2': true } },
      },
    );
    expect(graded.body).toMatchObject({
      correct_answers: 2,
      percentage: 66.67,
      score: 20,
      manual_grades: { '2': true },
      marked_questions: 3,
      awaiting_marking: 0,
      result: 'passed',
    });
    const notOwner = await call(
      t.app,
      'POST',
      `/api/instructor/courses/${courseId}/assessments/${id}/submissions/${submission.id}/grade/`,
      {
        token: otherTeacher.token,
        body: { grades: { '2': true } },
      },
    );
    expect(notOwner.status).toBe(404);
  });

  it('grades only submitted attempts of the assessment, by its own question numbers', async () => {
    const id = await createAssessment();
    const taker = await enrolledStudent();
    const started = await student(taker, 'POST', `${id}/start/`);
    const gradePath = (submissionId: number | string, assessmentId: number = id) =>
      `/api/instructor/courses/${courseId}/assessments/${assessmentId}/submissions/${submissionId}/grade/`;
    const grade = (path: string, token: string, grades: unknown = { '2': true }) =>
      call(t.app, 'POST', path, { token, body: { grades } });

    const unsubmitted = await grade(gradePath(started.body.submission.id), teacher.token);
    expect(unsubmitted.status).toBe(400);
    expect(unsubmitted.body).toMatchObject({
      code: 'attempt_not_submitted',
      error: 'Only submitted attempts can be graded.',
    });

    await student(taker, 'POST', `${id}/submit/`, { answers: { '2': 'Light to sugar' } });
    const submissionId = started.body.submission.id as number;
    const outOfRange = await grade(gradePath(submissionId), teacher.token, { '9': true });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body).toMatchObject({
      code: 'validation_error',
      fields: { grades: 'There is no question 10.' },
    });
    const badBody = await grade(gradePath(submissionId), teacher.token, { first: 'yes' });
    expect(badBody.status).toBe(400);
    expect(badBody.body.code).toBe('validation_error');
    const badId = await grade(gradePath('abc'), teacher.token);
    expect(badId.status).toBe(400);
    expect(badId.body.code).toBe('validation_error');

    const otherAssessment = await createAssessment();
    const elsewhere = await grade(gradePath(submissionId, otherAssessment), teacher.token);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ code: 'not_found', error: 'Submission not found.' });
    expect((await grade(gradePath(999_999), teacher.token)).status).toBe(404);

    const admin = await buildSignedIn(t, { role: 'admin' });
    for (const token of [taker.token, admin.token]) {
      const refused = await grade(gradePath(submissionId), token);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('forbidden');
    }
    expect((await call(t.app, 'POST', gradePath(submissionId), { body: { grades: {} } })).status).toBe(401);
  });
});

describe('the submissions list and one submission', () => {
  const detailPath = (id: number, query = '') =>
    `/api/instructor/courses/${courseId}/assessments/${id}/${query}`;

  it('pages the submissions newest first, without answers, and counts them all', async () => {
    const id = await createAssessment();
    const takers = await Promise.all(
      Array.from({ length: SUBMISSIONS_PAGE_SIZE + 2 }, () => buildUser(t.db, { role: 'student' })),
    );
    const hourAgo = Date.now() - 60 * 60_000;
    const minutes = (count: number) => new Date(hourAgo + count * 60_000);
    // Every third attempt is still open; the others were handed in five minutes after they started.
    await t.db.insert(submissions).values(
      takers.map((taker, index) => ({
        assessmentId: id,
        studentId: taker.id,
        attemptNumber: 1,
        status: index % 3 === 0 ? ('in_progress' as const) : ('submitted' as const),
        startedAt: minutes(index),
        deadline: minutes(index + 30),
        submittedAt: index % 3 === 0 ? null : minutes(index + 5),
        answers: { '0': 1 },
      })),
    );
    const newestFirst = takers.map((taker) => taker.username).reverse();
    const counts = { total_submissions: takers.length, submitted_count: takers.length - 9 };

    const first = await call(t.app, 'GET', detailPath(id), { token: teacher.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject(counts);
    const names = (body: { submissions: { student_username: string }[] }) =>
      body.submissions.map((submission) => submission.student_username);
    expect(names(first.body)).toEqual(newestFirst.slice(0, SUBMISSIONS_PAGE_SIZE));
    for (const submission of first.body.submissions) {
      expect(submission).not.toHaveProperty('answers');
      expect(submission).not.toHaveProperty('manual_grades');
    }

    const rest = await call(t.app, 'GET', detailPath(id, `?limit=${SUBMISSIONS_PAGE_SIZE}&offset=25`), {
      token: teacher.token,
    });
    expect(rest.body).toMatchObject(counts);
    expect(names(rest.body)).toEqual(newestFirst.slice(25));
    const beyond = await call(t.app, 'GET', detailPath(id, '?limit=5&offset=100'), { token: teacher.token });
    expect(beyond.body).toMatchObject({ ...counts, submissions: [] });

    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=ten']) {
      const refused = await call(t.app, 'GET', detailPath(id, query), { token: teacher.token });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('validation_error');
    }
  });

  it('shows one submission with its answers to the course’s instructor and to admins only', async () => {
    const id = await createAssessment();
    const taker = await enrolledStudent();
    const started = await student(taker, 'POST', `${id}/start/`);
    const submissionId = started.body.submission.id as number;
    await student(taker, 'POST', `${id}/submit/`, {
      answers: { '0': 1, '1': 'jambo', '2': 'Light to sugar' },
    });
    const path = (submission: number | string, assessment = id, course = courseId) =>
      `/api/instructor/courses/${course}/assessments/${assessment}/submissions/${submission}/`;

    const own = await call(t.app, 'GET', path(submissionId), { token: teacher.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: submissionId,
      student_username: taker.user.username,
      status: 'submitted',
      answers: { '0': 1, '1': 'jambo', '2': 'Light to sugar' },
      manual_grades: {},
      correct_answers: 2,
      awaiting_marking: 1,
    });
    const admin = await buildSignedIn(t, { role: 'admin' });
    expect((await call(t.app, 'GET', path(submissionId), { token: admin.token })).body).toEqual(own.body);

    expect((await call(t.app, 'GET', path(submissionId), { token: otherTeacher.token })).status).toBe(404);
    const refused = await call(t.app, 'GET', path(submissionId), { token: taker.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect((await call(t.app, 'GET', path(submissionId))).status).toBe(401);

    const otherAssessment = await createAssessment();
    const elsewhere = await call(t.app, 'GET', path(submissionId, otherAssessment), { token: teacher.token });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ code: 'not_found', error: 'Submission not found.' });
    const wrongCourse = await call(t.app, 'GET', path(submissionId, id, otherCourseId), {
      token: teacher.token,
    });
    expect(wrongCourse.status).toBe(404);
    expect((await call(t.app, 'GET', path(999_999), { token: teacher.token })).status).toBe(404);
    const badId = await call(t.app, 'GET', path('abc'), { token: teacher.token });
    expect(badId.status).toBe(400);
    expect(badId.body.code).toBe('validation_error');
  });
});

describe('progress', () => {
  const progressOf = async (who: SignedIn, course: number) =>
    (await call(t.app, 'GET', `/api/student/courses/${course}/progress/`, { token: who.token })).body;

  it('counts an assessment only once it is passed, and the same on every page', async () => {
    const course = (await buildCourse(t.db, { instructorId: teacher.user.id, title: 'Progress course' })).id;
    const id = await createAssessment({ attempts_allowed: 2 }, course);
    const taker = await enrolledStudent(course);
    expect((await progressOf(taker, course)).overall_progress).toEqual({
      completed_quizzes: 0,
      total_quizzes: 1,
      completion_percentage: 0,
    });

    // A failed attempt is finished but not passed: progress stays at 0 %.
    await student(taker, 'POST', `${id}/start/`);
    await student(taker, 'POST', `${id}/submit/`, { answers: { '0': 1 } });
    const failed = await progressOf(taker, course);
    expect(failed.progress).toEqual({
      lessons_completed: 0,
      lesson_count: 0,
      assessments_passed: 0,
      assessment_count: 1,
      percentage: 0,
    });
    expect(failed.assessment_progress).toEqual([
      {
        assessment_id: id,
        title: 'Geography quiz',
        submitted: true,
        best_percentage: 33.33,
        result: 'failed',
        passed: false,
      },
    ]);

    await student(taker, 'POST', `${id}/start/`);
    await student(taker, 'POST', `${id}/submit/`, { answers: { '0': 1, '1': 'Jambo' } });
    const passed = await progressOf(taker, course);
    expect(passed.overall_progress.completion_percentage).toBe(100);
    expect(passed.progress).toMatchObject({ assessments_passed: 1, percentage: 100 });
    expect(passed.assessment_progress[0]).toMatchObject({ best_percentage: 66.67, result: 'passed' });
    const enrolled = await call(t.app, 'GET', '/api/student/enrolled-courses/', { token: taker.token });
    expect(enrolled.body[0]).toMatchObject({ progress_percentage: 100, progress: passed.progress });
  });

  it('counts a pass that waited for marking once the instructor marks it', async () => {
    const course = (await buildCourse(t.db, { instructorId: teacher.user.id })).id;
    const id = await createAssessment({ passing_score: 100 }, course);
    const taker = await enrolledStudent(course);
    await student(taker, 'POST', `${id}/start/`);
    await student(taker, 'POST', `${id}/submit/`, {
      answers: { '0': 1, '1': 'Jambo', '2': 'Plants turn light into sugar' },
    });
    const waiting = await progressOf(taker, course);
    expect(waiting.assessment_progress[0]).toMatchObject({ result: 'awaiting_marking', passed: false });
    expect(waiting.progress.assessments_passed).toBe(0);

    const detail = await call(t.app, 'GET', `/api/instructor/courses/${course}/assessments/${id}/`, {
      token: teacher.token,
    });
    await call(
      t.app,
      'POST',
      `/api/instructor/courses/${course}/assessments/${id}/submissions/${detail.body.submissions[0].id}/grade/`,
      { token: teacher.token, body: { grades: { '2': true } } },
    );
    const marked = await progressOf(taker, course);
    expect(marked.assessment_progress[0]).toMatchObject({ result: 'passed', passed: true });
    expect(marked.progress).toMatchObject({ assessments_passed: 1, percentage: 100 });
    const roster = await call(t.app, 'GET', `/api/instructor/courses/${course}/students/`, {
      token: teacher.token,
    });
    expect(roster.body.students[0].progress).toEqual(marked.progress);
  });

  it('leaves inactive assessments out', async () => {
    const course = (await buildCourse(t.db, { instructorId: teacher.user.id })).id;
    await createAssessment({ is_active: false }, course);
    const taker = await enrolledStudent(course);
    expect((await progressOf(taker, course)).progress.assessment_count).toBe(0);
  });
});

describe('GET /api/instructor/needs-marking/', () => {
  async function markingSetup() {
    const owner = await buildSignedIn(t, { role: 'instructor' });
    const course = await buildCourse(t.db, { instructorId: owner.user.id, title: 'Biology' });
    const create = await call(t.app, 'POST', `/api/instructor/courses/${course.id}/assessments/`, {
      token: owner.token,
      body: assessmentBody({ title: 'Plants' }),
    });
    const taker = await buildSignedIn(t);
    await enrollStudent(t.db, taker.user.id, course.id);
    return { owner, course, assessmentId: create.body.id as number, taker };
  }

  it('lists finished attempts with unmarked written answers, and drops them once marked', async () => {
    const { owner, course, assessmentId, taker } = await markingSetup();
    const named = await buildUser(t.db, { firstName: 'Grace', lastName: 'Nakato' });
    await enrollStudent(t.db, named.id, course.id);
    const namedToken = (await signIn(t.app, named)).access;
    const grace = { user: named, token: namedToken };

    // One attempt with a written answer to mark, one without (left blank), one still in progress.
    await student(grace, 'POST', `${assessmentId}/start/`);
    await student(grace, 'POST', `${assessmentId}/submit/`, { answers: { '0': 1, '2': 'Light to sugar' } });
    await student(taker, 'POST', `${assessmentId}/start/`);
    await student(taker, 'POST', `${assessmentId}/submit/`, { answers: { '0': 1 } });
    await student(taker, 'POST', `${assessmentId}/start/`);

    const queue = await call(t.app, 'GET', '/api/instructor/needs-marking/', { token: owner.token });
    expect(queue.status).toBe(200);
    expect(queue.body).toEqual({
      total: 1,
      submissions: [
        {
          submission_id: expect.any(Number),
          assessment_id: assessmentId,
          assessment_title: 'Plants',
          course_id: course.id,
          course_title: 'Biology',
          student_id: named.id,
          student_name: 'Grace Nakato',
          student_username: named.username,
          attempt_number: 1,
          submitted_at: expect.any(String),
          awaiting_marking: 1,
        },
      ],
    });

    await call(
      t.app,
      'POST',
      `/api/instructor/courses/${course.id}/assessments/${assessmentId}/submissions/${queue.body.submissions[0].submission_id}/grade/`,
      { token: owner.token, body: { grades: { '2': false } } },
    );
    const after = await call(t.app, 'GET', '/api/instructor/needs-marking/', { token: owner.token });
    expect(after.body).toEqual({ total: 0, submissions: [] });
  });

  it('shows an instructor only their own courses’ submissions', async () => {
    const { assessmentId, taker } = await markingSetup();
    await student(taker, 'POST', `${assessmentId}/start/`);
    await student(taker, 'POST', `${assessmentId}/submit/`, { answers: { '2': 'Light to sugar' } });
    const stranger = await buildSignedIn(t, { role: 'instructor' });
    const other = await call(t.app, 'GET', '/api/instructor/needs-marking/', { token: stranger.token });
    expect(other.body).toEqual({ total: 0, submissions: [] });
  });

  it('is for instructors only', async () => {
    for (const role of ['student', 'admin'] as const) {
      const someone = await buildSignedIn(t, { role });
      const response = await call(t.app, 'GET', '/api/instructor/needs-marking/', { token: someone.token });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('forbidden');
    }
    expect((await call(t.app, 'GET', '/api/instructor/needs-marking/')).status).toBe(401);
  });
});

describe('every question type, end to end', () => {
  const QUESTIONS = [
    { question: 'The sun rises in the east.', type: 'true_false', correct_answer: true, points: 10 },
    {
      question: 'Which are prime?',
      type: 'multiple_select',
      options: ['2', '3', '4'],
      correct_answers: [0, 1],
      partial_credit: true,
      points: 20,
      feedback: 'Primes have exactly two divisors.',
    },
    {
      question: "Who's buried in Grant's tomb?",
      type: 'short_answer',
      accepted_answers: ['no one', 'nobody'],
    },
    { question: 'Pi to 3 decimals?', type: 'numeric', correct_answer: 3.142, tolerance: 0.0005 },
    { question: 'Write a short biography of Dag Hammarskjöld.', type: 'essay' },
  ];

  it('keeps each type for its instructor, hides its answers from students and grades it by its rule', async () => {
    const id = await createAssessment({ title: 'Every type', total_points: 100, questions: QUESTIONS });
    const stored = await call(t.app, 'GET', `/api/instructor/courses/${courseId}/assessments/${id}/`, {
      token: teacher.token,
    });
    expect(stored.body.questions).toEqual([
      { ...QUESTIONS[0], options: [] },
      QUESTIONS[1],
      { ...QUESTIONS[2], options: [] },
      { ...QUESTIONS[3], options: [] },
      { ...QUESTIONS[4], options: [] },
    ]);

    const taker = await enrolledStudent();
    await student(taker, 'POST', `${id}/start/`);
    const shown = await student(taker, 'GET', `${id}/`);
    expect(shown.body.questions.map((q: { type: string }) => q.type)).toEqual(QUESTIONS.map((q) => q.type));
    for (const secret of QUESTION_SECRETS)
      expect(JSON.stringify(shown.body.questions)).not.toContain(`"${secret}"`);
    expect(shown.body.questions[0]).toEqual({
      question: 'The sun rises in the east.',
      type: 'true_false',
      options: [],
      points: 10,
    });

    const wrongShape = await student(taker, 'POST', `${id}/save/`, { answers: { '3': '3.142' } });
    expect(wrongShape.body.error).toBe('The answer to question 4 must be a number.');

    // The three questions without points share the 70 left: 10 + half of 20 + 23.33 + 0 (out of tolerance), and
    // the essay waits for its 23.33.
    const answers = { '0': true, '1': [0], '2': '  Nobody ', '3': 3.15, '4': 'Secretary-General of the UN.' };
    const submitted = await student(taker, 'POST', `${id}/submit/`, { answers });
    expect(submitted.body).toMatchObject({
      score: 43.33,
      percentage: 43.33,
      correct_answers: 2,
      total_questions: 5,
      marked_questions: 4,
      awaiting_marking: 1,
      result: 'awaiting_marking',
      counted_questions: [1, 2, 3, 4, 5],
    });

    const queue = await call(t.app, 'GET', '/api/instructor/needs-marking/', { token: teacher.token });
    const waiting = queue.body.submissions.find(
      (item: { assessment_id: number }) => item.assessment_id === id,
    );
    expect(waiting).toMatchObject({ awaiting_marking: 1 });

    const graded = await call(
      t.app,
      'POST',
      `/api/instructor/courses/${courseId}/assessments/${id}/submissions/${waiting.submission_id}/grade/`,
      { token: teacher.token, body: { grades: { '4': true } } },
    );
    expect(graded.body).toMatchObject({ score: 66.67, percentage: 66.67, awaiting_marking: 0, answers });
  });

  it('refuses points that do not fit the total', async () => {
    const response = await call(t.app, 'POST', `/api/instructor/courses/${courseId}/assessments/`, {
      token: teacher.token,
      body: assessmentBody({ total_points: 20, questions: QUESTIONS }),
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      questions: 'Question points must leave some of the total points for the questions without points',
    });
  });
});
