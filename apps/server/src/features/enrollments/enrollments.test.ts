import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema/courses';
import { notifications } from '../../db/schema/notifications';
import {
  buildCourse,
  buildLesson,
  buildUser,
  enrollStudent,
  signIn,
  type BuiltUser,
} from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let instructor: BuiltUser;
let instructorToken: string;
let adminToken: string;

async function newStudent() {
  const user = await buildUser(t.db);
  return { user, token: (await signIn(t.app, user)).access };
}

beforeAll(async () => {
  t = await createTestApp();
  instructor = await buildUser(t.db, { role: 'instructor', firstName: 'Grace', lastName: 'Nakato' });
  instructorToken = (await signIn(t.app, instructor)).access;
  adminToken = (await signIn(t.app, await buildUser(t.db, { role: 'admin' }))).access;
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/student/enroll/', () => {
  it('enrols a student in a free course and notifies both sides', async () => {
    const user = await buildUser(t.db, { firstName: 'Juma', lastName: 'Hassan' });
    const token = (await signIn(t.app, user)).access;
    const course = await buildCourse(t.db, { instructorId: instructor.id, title: 'Farming 101' });
    const response = await call(t.app, 'POST', '/api/student/enroll/', {
      token,
      body: { course_id: course.id },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Successfully enrolled in the course!',
      enrollment_id: expect.any(Number),
    });

    const status = await call(t.app, 'GET', `/api/student/courses/${course.id}/enrollment-status/`, {
      token,
    });
    expect(status.body).toEqual({ enrolled: true });
    const notes = await t.db.select().from(notifications).where(eq(notifications.relatedCourseId, course.id));
    expect(notes.map((note) => [note.userId, note.type]).sort()).toEqual(
      [
        [user.id, 'enrollment'],
        [instructor.id, 'enrollment'],
      ].sort(),
    );
    // The instructor is told by the student's full name, not the username.
    const told = notes.find((note) => note.userId === instructor.id);
    expect(told?.message).toBe('Juma Hassan enrolled in "Farming 101".');
    // The same sentence as a key and names, for each reader's app to say in their language.
    expect(told?.data.text).toEqual({
      key: 'student_enrolled',
      values: { student: 'Juma Hassan', course: 'Farming 101' },
    });
  });

  it('answers 409 the second time', async () => {
    const { token } = await newStudent();
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    await call(t.app, 'POST', '/api/student/enroll/', { token, body: { course_id: course.id } });
    const again = await call(t.app, 'POST', '/api/student/enroll/', {
      token,
      body: { course_id: course.id },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You are already enrolled in this course.');
  });

  it('keeps one enrolment under concurrent requests', async () => {
    const { user, token } = await newStudent();
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'POST', '/api/student/enroll/', { token, body: { course_id: course.id } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.studentId, user.id), eq(enrollments.courseId, course.id)));
    expect(rows).toHaveLength(1);
  });

  it('answers 402 for a paid course', async () => {
    const { token } = await newStudent();
    const course = await buildCourse(t.db, { instructorId: instructor.id, price: 50_000 });
    const response = await call(t.app, 'POST', '/api/student/enroll/', {
      token,
      body: { course_id: course.id },
    });
    expect(response.status).toBe(402);
    expect(response.body.error).toBe('Payment required');
  });

  it('answers 404 for a draft or missing course', async () => {
    const { token } = await newStudent();
    const draft = await buildCourse(t.db, { instructorId: instructor.id, isPublished: false });
    for (const id of [draft.id, 999_999]) {
      const response = await call(t.app, 'POST', '/api/student/enroll/', { token, body: { course_id: id } });
      expect(response.status).toBe(404);
    }
  });

  it('refuses instructors and admins with the page text', async () => {
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    const asInstructor = await call(t.app, 'POST', '/api/student/enroll/', {
      token: instructorToken,
      body: { course_id: course.id },
    });
    expect(asInstructor.status).toBe(403);
    expect(asInstructor.body.error).toBe('Instructors cannot enroll in courses. Only students can enroll.');
    const asAdmin = await call(t.app, 'POST', '/api/student/enroll/', {
      token: adminToken,
      body: { course_id: course.id },
    });
    expect(asAdmin.body.error).toBe('Admins cannot enroll in courses. Only students can enroll.');
  });

  it('needs a signed-in user and a valid course id', async () => {
    expect((await call(t.app, 'POST', '/api/student/enroll/', { body: { course_id: 1 } })).status).toBe(401);
    const { token } = await newStudent();
    for (const body of [{}, { course_id: 'abc' }, { course_id: -1 }, { course_id: 1.5 }]) {
      const response = await call(t.app, 'POST', '/api/student/enroll/', { token, body });
      expect(response.status).toBe(400);
      expect(response.body.fields.course_id).toBe('course_id must be a course id');
    }
  });
});

describe('enrolment status', () => {
  it('is false for a student not enrolled and for staff', async () => {
    const { token } = await newStudent();
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    for (const viewer of [token, instructorToken, adminToken]) {
      const response = await call(t.app, 'GET', `/api/student/courses/${course.id}/enrollment-status/`, {
        token: viewer,
      });
      expect(response.body).toEqual({ enrolled: false });
    }
  });

  it('needs a sign-in and a visible course', async () => {
    const course = await buildCourse(t.db, { instructorId: instructor.id, isPublished: false });
    expect((await call(t.app, 'GET', `/api/student/courses/${course.id}/enrollment-status/`)).status).toBe(
      401,
    );
    const { token } = await newStudent();
    expect(
      (await call(t.app, 'GET', `/api/student/courses/${course.id}/enrollment-status/`, { token })).status,
    ).toBe(404);
  });
});

describe('enrolment lists', () => {
  it('lists the student’s enrolments with progress, newest first', async () => {
    const { user, token } = await newStudent();
    const first = await buildCourse(t.db, { instructorId: instructor.id, title: 'First' });
    const second = await buildCourse(t.db, { instructorId: instructor.id, title: 'Second' });
    const lesson = await buildLesson(t.db, { courseId: first.id });
    await buildLesson(t.db, { courseId: first.id });
    await enrollStudent(t.db, user.id, first.id);
    await enrollStudent(t.db, user.id, second.id);
    await call(t.app, 'POST', `/api/student/courses/${first.id}/lessons/${lesson.id}/complete/`, { token });

    const list = await call(t.app, 'GET', '/api/student/enrollments/', { token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const firstEnrollment = list.body.find(
      (entry: { course: { id: number } }) => entry.course.id === first.id,
    );
    expect(firstEnrollment).toMatchObject({ course: { title: 'First' }, progress_percentage: 50 });

    const courses = await call(t.app, 'GET', '/api/student/enrolled-courses/', { token });
    expect(courses.body.find((course: { id: number }) => course.id === first.id)).toMatchObject({
      lesson_count: 2,
      completed_lessons: 1,
      progress_percentage: 50,
      progress: {
        lessons_completed: 1,
        lesson_count: 2,
        assessments_passed: 0,
        assessment_count: 0,
        percentage: 50,
      },
      enrolled_at: expect.any(String),
    });
  });

  it('is for students only', async () => {
    for (const path of ['/api/student/enrollments/', '/api/student/enrolled-courses/']) {
      expect((await call(t.app, 'GET', path, { token: instructorToken })).status).toBe(403);
      expect((await call(t.app, 'GET', path)).status).toBe(401);
    }
  });
});

describe('GET /api/student/courses/{courseId}/instructor/', () => {
  it('names the instructor for an enrolled student', async () => {
    const { user, token } = await newStudent();
    const course = await buildCourse(t.db, { instructorId: instructor.id, title: 'Soil science' });
    await enrollStudent(t.db, user.id, course.id);
    const response = await call(t.app, 'GET', `/api/student/courses/${course.id}/instructor/`, { token });
    expect(response.body).toEqual({
      id: instructor.id,
      full_name: 'Grace Nakato',
      username: instructor.username,
      course_title: 'Soil science',
    });
  });

  it('answers 403 when not enrolled', async () => {
    const { token } = await newStudent();
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    const response = await call(t.app, 'GET', `/api/student/courses/${course.id}/instructor/`, { token });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe('You are not enrolled in this course.');
  });
});

describe('progress and lesson completion', () => {
  it('records completion, is idempotent, can be undone and shows in progress', async () => {
    const { user, token } = await newStudent();
    const course = await buildCourse(t.db, { instructorId: instructor.id, title: 'Numeracy' });
    const one = await buildLesson(t.db, { courseId: course.id, order: 1, title: 'One' });
    const two = await buildLesson(t.db, { courseId: course.id, order: 2, title: 'Two' });
    const three = await buildLesson(t.db, { courseId: course.id, order: 3, title: 'Three' });
    await enrollStudent(t.db, user.id, course.id);
    const url = (lessonId: number) => `/api/student/courses/${course.id}/lessons/${lessonId}/complete/`;

    const done = await call(t.app, 'POST', url(two.id), { token });
    expect(done.body).toEqual({
      lesson_id: two.id,
      completed: true,
      overall_progress: { completed_quizzes: 1, total_quizzes: 3, completion_percentage: 33 },
      progress: {
        lessons_completed: 1,
        lesson_count: 3,
        assessments_passed: 0,
        assessment_count: 0,
        percentage: 33,
      },
    });
    expect((await call(t.app, 'POST', url(two.id), { token })).body.overall_progress.completed_quizzes).toBe(
      1,
    );

    const progress = await call(t.app, 'GET', `/api/student/courses/${course.id}/progress/`, { token });
    expect(progress.body).toMatchObject({
      course_id: course.id,
      course_title: 'Numeracy',
      overall_progress: { completed_quizzes: 1, total_quizzes: 3, completion_percentage: 33 },
    });
    expect(
      progress.body.lesson_progress.map(
        (lesson: { lesson_title: string; completed: boolean; completion_percentage: number }) => [
          lesson.lesson_title,
          lesson.completed,
          lesson.completion_percentage,
        ],
      ),
    ).toEqual([
      ['One', false, 0],
      ['Two', true, 100],
      ['Three', false, 0],
    ]);

    await call(t.app, 'POST', url(one.id), { token });
    await call(t.app, 'POST', url(three.id), { token });
    const full = await call(t.app, 'GET', `/api/student/courses/${course.id}/progress/`, { token });
    expect(full.body.overall_progress.completion_percentage).toBe(100);

    const undone = await call(t.app, 'DELETE', url(three.id), { token });
    expect(undone.body).toMatchObject({ completed: false, overall_progress: { completion_percentage: 67 } });
  });

  it('refuses students not enrolled, staff, and lessons of another course', async () => {
    const { token } = await newStudent();
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    const lesson = await buildLesson(t.db, { courseId: course.id });
    const url = `/api/student/courses/${course.id}/lessons/${lesson.id}/complete/`;
    const notEnrolled = await call(t.app, 'POST', url, { token });
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.body.code).toBe('not_enrolled');
    expect((await call(t.app, 'POST', url, { token: instructorToken })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/student/courses/${course.id}/progress/`, { token })).status).toBe(
      403,
    );

    const other = await newStudent();
    const otherCourse = await buildCourse(t.db, { instructorId: instructor.id });
    await enrollStudent(t.db, other.user.id, otherCourse.id);
    const foreignLesson = await call(
      t.app,
      'POST',
      `/api/student/courses/${otherCourse.id}/lessons/${lesson.id}/complete/`,
      {
        token: other.token,
      },
    );
    expect(foreignLesson.status).toBe(404);
  });

  it('counts an empty course as 0 %', async () => {
    const { user, token } = await newStudent();
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    await enrollStudent(t.db, user.id, course.id);
    const progress = await call(t.app, 'GET', `/api/student/courses/${course.id}/progress/`, { token });
    expect(progress.body.overall_progress).toEqual({
      completed_quizzes: 0,
      total_quizzes: 0,
      completion_percentage: 0,
    });
  });
});

const question = {
  question: 'Capital of Uganda?',
  type: 'multiple_choice',
  options: ['Nairobi', 'Kampala'],
  correct_answer: 1,
};

async function createAssessment(courseId: number, overrides: Record<string, unknown> = {}) {
  const response = await call(t.app, 'POST', `/api/instructor/courses/${courseId}/assessments/`, {
    token: instructorToken,
    body: { title: 'Quiz', passing_score: 50, attempts_allowed: 2, questions: [question], ...overrides },
  });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body.id as number;
}

const take = (token: string, id: number, action: 'start' | 'submit', body?: unknown) =>
  call(t.app, 'POST', `/api/student/assessments/${id}/${action}/`, { token, body });

describe('one definition of progress', () => {
  it('gives the same figures on the dashboard, the progress page, the lesson page and the Students tab', async () => {
    const { user, token } = await newStudent();
    const course = await buildCourse(t.db, { instructorId: instructor.id, title: 'Kiswahili' });
    const lessons = [];
    for (const order of [1, 2, 3, 4, 5])
      lessons.push(await buildLesson(t.db, { courseId: course.id, order }));
    const quiz = await createAssessment(course.id);
    await enrollStudent(t.db, user.id, course.id);
    await take(token, quiz, 'start');
    await take(token, quiz, 'submit', { answers: { '0': 1 } });

    const expected = {
      lessons_completed: 0,
      lesson_count: 5,
      assessments_passed: 1,
      assessment_count: 1,
      percentage: 17,
    };
    const figures = async () => {
      const [enrolled, enrolments, progress, roster, studentProgress, upNext] = await Promise.all([
        call(t.app, 'GET', '/api/student/enrolled-courses/', { token }),
        call(t.app, 'GET', '/api/student/enrollments/', { token }),
        call(t.app, 'GET', `/api/student/courses/${course.id}/progress/`, { token }),
        call(t.app, 'GET', `/api/instructor/courses/${course.id}/students/`, { token: instructorToken }),
        call(t.app, 'GET', `/api/instructor/courses/${course.id}/students/${user.id}/progress/`, {
          token: instructorToken,
        }),
        call(t.app, 'GET', '/api/student/up-next/', { token }),
      ]);
      return [
        enrolled.body.find((entry: { id: number }) => entry.id === course.id).progress,
        enrolments.body.find((entry: { course: { id: number } }) => entry.course.id === course.id).progress,
        progress.body.progress,
        roster.body.students.find((entry: { id: number }) => entry.id === user.id).progress,
        studentProgress.body.progress,
        upNext.body.lessons.find((entry: { course_id: number }) => entry.course_id === course.id).progress,
      ];
    };
    for (const seen of await figures()) expect(seen).toEqual(expected);

    const progress = await call(t.app, 'GET', `/api/student/courses/${course.id}/progress/`, { token });
    // The spec's fields count the same items: one of six done.
    expect(progress.body.overall_progress).toEqual({
      completed_quizzes: 1,
      total_quizzes: 6,
      completion_percentage: 17,
    });

    const completion = await call(
      t.app,
      'POST',
      `/api/student/courses/${course.id}/lessons/${lessons[0]?.id}/complete/`,
      { token },
    );
    const after = { ...expected, lessons_completed: 1, percentage: 33 };
    expect(completion.body.progress).toEqual(after);
    for (const seen of await figures()) expect(seen).toEqual(after);
  });
});

describe('GET /api/student/up-next/', () => {
  const DAY = 86_400_000;
  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

  it('lists the open assessments, soonest due first, and the next lesson of each course', async () => {
    const { user, token } = await newStudent();
    const course = await buildCourse(t.db, { instructorId: instructor.id, title: 'Algebra' });
    const one = await buildLesson(t.db, { courseId: course.id, order: 1, title: 'Numbers' });
    await buildLesson(t.db, { courseId: course.id, order: 2, title: 'Equations' });
    const finished = await buildCourse(t.db, { instructorId: instructor.id, title: 'Finished' });
    const only = await buildLesson(t.db, { courseId: finished.id });
    const draft = await buildCourse(t.db, { instructorId: instructor.id, isPublished: false });
    await buildLesson(t.db, { courseId: draft.id });
    const notMine = await buildCourse(t.db, { instructorId: instructor.id });
    for (const id of [course.id, finished.id, draft.id]) await enrollStudent(t.db, user.id, id);
    await call(t.app, 'POST', `/api/student/courses/${course.id}/lessons/${one.id}/complete/`, { token });
    await call(t.app, 'POST', `/api/student/courses/${finished.id}/lessons/${only.id}/complete/`, { token });

    const later = await createAssessment(course.id, { title: 'No due date' });
    const soon = await createAssessment(course.id, { title: 'Due in two days', due_date: inDays(2) });
    const running = await createAssessment(course.id, { title: 'Running', duration_minutes: 20 });
    const passed = await createAssessment(course.id, { title: 'Passed' });
    await createAssessment(course.id, { title: 'Closed', due_date: inDays(-1) });
    await createAssessment(course.id, { title: 'Not open yet', start_date: inDays(1) });
    await createAssessment(course.id, { title: 'Inactive', is_active: false });
    await createAssessment(notMine.id, { title: 'Other course' });
    await take(token, passed, 'start');
    await take(token, passed, 'submit', { answers: { '0': 1 } });
    await take(token, running, 'start');

    const response = await call(t.app, 'GET', '/api/student/up-next/', { token });
    expect(response.status).toBe(200);
    const serverTime = Date.parse(response.body.server_time);
    expect(Math.abs(serverTime - Date.now())).toBeLessThan(60_000);
    const { assessments, lessons } = response.body;
    expect(assessments.map((item: { title: string }) => item.title)).toEqual([
      'Running',
      'Due in two days',
      'No due date',
    ]);
    expect(assessments[0]).toMatchObject({
      assessment_id: running,
      course_id: course.id,
      course_title: 'Algebra',
      status: 'in_progress',
      attempts_used: 1,
      attempts_allowed: 2,
    });
    expect(assessments[0].attempt_seconds_left).toBeGreaterThan(19 * 60);
    expect(assessments[0].attempt_seconds_left).toBeLessThanOrEqual(20 * 60);
    expect(assessments[1]).toMatchObject({
      assessment_id: soon,
      status: 'not_started',
      attempt_seconds_left: null,
    });
    expect(assessments[1].seconds_until_due).toBeGreaterThan(2 * 86_400 - 120);
    expect(assessments[1].seconds_until_due).toBeLessThanOrEqual(2 * 86_400);
    expect(assessments[2]).toMatchObject({ assessment_id: later, due_date: null, seconds_until_due: null });

    expect(lessons).toEqual([
      {
        course_id: course.id,
        course_title: 'Algebra',
        lesson_id: expect.any(Number),
        lesson_title: 'Equations',
        lesson_number: 2,
        progress: expect.objectContaining({ lessons_completed: 1, lesson_count: 2, assessments_passed: 1 }),
      },
    ]);
  });

  it('answers for the signed-in student only', async () => {
    const first = await newStudent();
    const second = await newStudent();
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    for (const who of [first, second]) await enrollStudent(t.db, who.user.id, course.id);
    const quiz = await createAssessment(course.id, { title: 'Shared quiz' });
    await take(second.token, quiz, 'start');
    const response = await call(t.app, 'GET', '/api/student/up-next/', { token: first.token });
    expect(response.body.assessments).toEqual([
      expect.objectContaining({ assessment_id: quiz, status: 'not_started', attempts_used: 0 }),
    ]);
  });

  it('is for students only', async () => {
    const response = await call(t.app, 'GET', '/api/student/up-next/', { token: instructorToken });
    expect(response.status).toBe(403);
    expect((await call(t.app, 'GET', '/api/student/up-next/', { token: adminToken })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/student/up-next/')).status).toBe(401);
  });
});
