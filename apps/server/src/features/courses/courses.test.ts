import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let otherInstructor: BuiltUser;
let student: BuiltUser;
let admin: BuiltUser;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  instructor = await buildUser(t.db, {
    role: 'instructor',
    username: 'teacher',
    firstName: 'Grace',
    lastName: 'Nakato',
  });
  otherInstructor = await buildUser(t.db, { role: 'instructor' });
  student = await buildUser(t.db, { role: 'student' });
  admin = await buildUser(t.db, { role: 'admin' });
  for (const [name, user] of Object.entries({ instructor, otherInstructor, student, admin })) {
    tokens[name] = (await signIn(t.app, user)).access;
  }
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/courses/', () => {
  it('lists published courses only, newest first, with counts and the total in X-Total-Count', async () => {
    const older = await buildCourse(t.db, {
      instructorId: instructor.id,
      title: 'Algebra basics',
      createdAt: new Date('2026-01-01'),
    });
    const newer = await buildCourse(t.db, {
      instructorId: instructor.id,
      title: 'Kiswahili for beginners',
      price: 20_000,
    });
    await buildCourse(t.db, { instructorId: instructor.id, title: 'Secret draft', isPublished: false });
    await buildLesson(t.db, { courseId: newer.id });
    await buildLesson(t.db, { courseId: newer.id });
    await enrollStudent(t.db, student.id, newer.id);

    const response = await call(t.app, 'GET', '/api/courses/');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.body.map((course: { id: number }) => course.id)).toEqual([newer.id, older.id]);
    expect(response.body[0]).toMatchObject({
      title: 'Kiswahili for beginners',
      price: 20_000,
      currency: 'UGX',
      is_published: true,
      lesson_count: 2,
      student_count: 1,
      enrolled_count: 1,
      author_username: 'teacher',
      instructor: { id: instructor.id, username: 'teacher', full_name: 'Grace Nakato' },
    });
  });

  it('searches title and description, case-insensitive, taking % and _ literally', async () => {
    await buildCourse(t.db, {
      instructorId: instructor.id,
      title: 'Poultry farming',
      description: 'Raise 100% healthy chickens',
    });
    const byTitle = await call(t.app, 'GET', '/api/courses/?search=POULTRY');
    expect(byTitle.body.map((course: { title: string }) => course.title)).toEqual(['Poultry farming']);
    const byDescription = await call(t.app, 'GET', '/api/courses/?search=healthy%20CHICK');
    expect(byDescription.body).toHaveLength(1);
    const literal = await call(t.app, 'GET', '/api/courses/?search=100%25');
    expect(literal.body).toHaveLength(1);
    const wildcard = await call(t.app, 'GET', '/api/courses/?search=_');
    expect(wildcard.body).toHaveLength(0);
    const draft = await call(t.app, 'GET', '/api/courses/?search=secret');
    expect(draft.body).toHaveLength(0);
  });

  it('pages with limit and offset', async () => {
    const all = await call(t.app, 'GET', '/api/courses/');
    const page = await call(t.app, 'GET', '/api/courses/?limit=1&offset=1');
    expect(page.body).toHaveLength(1);
    expect(page.body[0].id).toBe(all.body[1].id);
    expect(page.headers['x-total-count']).toBe(String(all.body.length));
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1', `search=${'x'.repeat(300)}`])(
    'rejects %s with 400',
    async (query) => {
      const response = await call(t.app, 'GET', `/api/courses/?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_error');
    },
  );
});

describe('GET /api/courses/{id}/', () => {
  it('hides lesson content from guests and students not enrolled', async () => {
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    await buildLesson(t.db, {
      courseId: course.id,
      title: 'Intro',
      content: 'Secret content',
      videoUrl: 'https://youtu.be/abc',
    });
    for (const token of [undefined, tokens.student]) {
      const response = await call(t.app, 'GET', `/api/courses/${course.id}/`, { token });
      expect(response.status).toBe(200);
      expect(response.body.lessons).toEqual([
        {
          id: expect.any(Number),
          title: 'Intro',
          content: null,
          video_url: 'https://youtu.be/abc',
          video_source: 'link',
          video_poster_url: null,
          video_captions_url: null,
          order: 1,
        },
      ]);
    }
  });

  it('sends lesson content in full to enrolled students, the course’s instructor and admins', async () => {
    const course = await buildCourse(t.db, { instructorId: instructor.id, price: 50_000 });
    await buildLesson(t.db, { courseId: course.id, content: 'Full content' });
    const reader = await buildUser(t.db);
    await enrollStudent(t.db, reader.id, course.id);
    const readerToken = (await signIn(t.app, reader)).access;
    for (const token of [readerToken, tokens.instructor, tokens.admin]) {
      const response = await call(t.app, 'GET', `/api/courses/${course.id}/`, { token });
      expect(response.body.lessons[0].content).toBe('Full content');
    }
  });

  it('gives instructors of other courses the first 100 characters of a paid course’s lessons', async () => {
    const course = await buildCourse(t.db, { instructorId: instructor.id, price: 50_000 });
    // 99 letters then an emoji written as two UTF-16 units: the cut keeps the emoji whole.
    const opening = `${'a'.repeat(99)}🐝`;
    await buildLesson(t.db, {
      courseId: course.id,
      content: `${opening} and the paid remainder of the lesson`,
    });
    const other = await call(t.app, 'GET', `/api/courses/${course.id}/`, { token: tokens.otherInstructor });
    expect(other.status).toBe(200);
    expect(other.body.lessons[0].content).toBe(opening);
    expect(JSON.stringify(other.body)).not.toContain('paid remainder');
  });

  it('sends no lesson content to guests and students of other courses, even of a paid course', async () => {
    const course = await buildCourse(t.db, { instructorId: instructor.id, price: 50_000 });
    await buildLesson(t.db, { courseId: course.id, content: 'Paid lesson text' });
    const elsewhere = await buildCourse(t.db, { instructorId: instructor.id });
    await enrollStudent(t.db, student.id, elsewhere.id);
    for (const token of [undefined, tokens.student]) {
      const response = await call(t.app, 'GET', `/api/courses/${course.id}/`, { token });
      expect(response.body.lessons[0].content).toBeNull();
    }
  });

  it('shows a draft only to its instructor and admins', async () => {
    const draft = await buildCourse(t.db, { instructorId: instructor.id, isPublished: false });
    expect((await call(t.app, 'GET', `/api/courses/${draft.id}/`, { token: tokens.instructor })).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', `/api/courses/${draft.id}/`, { token: tokens.admin })).status).toBe(200);
    for (const token of [undefined, tokens.student, tokens.otherInstructor]) {
      const response = await call(t.app, 'GET', `/api/courses/${draft.id}/`, { token });
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('Course not found.');
    }
  });

  it('answers 404 for a missing course and 400 for a malformed id', async () => {
    expect((await call(t.app, 'GET', '/api/courses/999999/')).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/courses/abc/')).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/courses/99999999999999/')).status).toBe(400);
  });
});
