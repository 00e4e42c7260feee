import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { platformSettings } from '../../db/schema/settings';
import {
  buildCourse,
  buildLesson,
  buildUser,
  enrollStudent,
  signIn,
  type BuiltUser,
} from '../../../test/factories';
import { multipart, PNG } from '../../../test/multipart';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: BuiltUser;
let ownerToken: string;
let otherToken: string;
let studentToken: string;
let adminToken: string;

async function putSettingsForm(courseId: number, form: ReturnType<typeof multipart>, token = ownerToken) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/instructor/courses/${courseId}/settings/update/`,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t.db, { role: 'instructor' });
  ownerToken = (await signIn(t.app, owner)).access;
  otherToken = (await signIn(t.app, await buildUser(t.db, { role: 'instructor' }))).access;
  studentToken = (await signIn(t.app, await buildUser(t.db, { role: 'student' }))).access;
  adminToken = (await signIn(t.app, await buildUser(t.db, { role: 'admin' }))).access;
});
afterAll(async () => {
  await t?.close();
});

const newCourse = {
  title: 'Beekeeping',
  description: 'Keep bees, sell honey.',
  language: 'en',
  price: 20000,
  currency: 'UGX',
};

describe('courses', () => {
  it('creates a draft course and lists it for its instructor only', async () => {
    const created = await call(t.app, 'POST', '/api/instructor/courses/create/', {
      token: ownerToken,
      body: newCourse,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Beekeeping',
      is_published: false,
      price: 20000,
      currency: 'UGX',
      lessons: [],
    });

    const mine = await call(t.app, 'GET', '/api/instructor/courses/', { token: ownerToken });
    expect(mine.body.map((course: { id: number }) => course.id)).toContain(created.body.id);
    const theirs = await call(t.app, 'GET', '/api/instructor/courses/', { token: otherToken });
    expect(theirs.body.map((course: { id: number }) => course.id)).not.toContain(created.body.id);
  });

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ description: '  ' }, 'description', 'Description is required'],
    [{ language: 'sw' }, 'language', expect.any(String)],
    [{ price: -5 }, 'price', 'Price must be 0 or more'],
    [{ price: 'abc' }, 'price', 'Price must be a number'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
  ])('rejects %j', async (overrides, field, message) => {
    const response = await call(t.app, 'POST', '/api/instructor/courses/create/', {
      token: ownerToken,
      body: { ...newCourse, ...overrides },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toEqual(message);
  });

  it('enforces the platform price limits and the free-course switch', async () => {
    await t.db.insert(platformSettings).values({
      pricingSettings: {
        default_currency: 'UGX',
        min_course_price: 3700,
        max_course_price: 185000,
        allow_free_courses: false,
      },
    });
    const tooDear = await call(t.app, 'POST', '/api/instructor/courses/create/', {
      token: ownerToken,
      body: { ...newCourse, price: 60, currency: 'USD' },
    });
    expect(tooDear.status).toBe(400);
    expect(tooDear.body.error).toBe('Price must be at most 185,000 UGX. $60.00 is about 222,000 UGX.');
    const free = await call(t.app, 'POST', '/api/instructor/courses/create/', {
      token: ownerToken,
      body: { ...newCourse, price: 0 },
    });
    expect(free.body.error).toBe('Free courses are not allowed on this platform.');
    const ugx = await call(t.app, 'POST', '/api/instructor/courses/create/', {
      token: ownerToken,
      body: { ...newCourse, price: 37000 },
    });
    expect(ugx.status).toBe(201);
    await t.db.delete(platformSettings);
  });

  it('is closed to students and answers 404 for another instructor’s course', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id });
    expect(
      (await call(t.app, 'POST', '/api/instructor/courses/create/', { token: studentToken, body: newCourse }))
        .status,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/instructor/courses/', { token: studentToken })).status).toBe(403);
    for (const path of [
      `/api/instructor/courses/${course.id}/detail/`,
      `/api/instructor/courses/${course.id}/lessons/`,
      `/api/instructor/courses/${course.id}/students/`,
    ]) {
      expect((await call(t.app, 'GET', path, { token: otherToken })).status).toBe(404);
      expect((await call(t.app, 'GET', path, { token: studentToken })).status).toBe(403);
      expect((await call(t.app, 'GET', path, { token: adminToken })).status).toBe(200);
      expect((await call(t.app, 'GET', path)).status).toBe(401);
    }
    expect(
      (
        await call(t.app, 'POST', `/api/instructor/courses/${course.id}/toggle-publication/`, {
          token: otherToken,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'POST', `/api/instructor/courses/${course.id}/toggle-publication/`, {
          token: adminToken,
        })
      ).status,
    ).toBe(403);
  });

  it('gives the instructor full lesson content in the detail', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id, isPublished: false });
    await buildLesson(t.db, { courseId: course.id, content: 'Everything' });
    const detail = await call(t.app, 'GET', `/api/instructor/courses/${course.id}/detail/`, {
      token: ownerToken,
    });
    expect(detail.body.lessons[0].content).toBe('Everything');
  });
});

describe('lessons', () => {
  it('adds lessons at count + 1, edits, reorders and deletes with renumbering', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id });
    const add = (title: string) =>
      call(t.app, 'POST', `/api/instructor/courses/${course.id}/lessons/create/`, {
        token: ownerToken,
        body: { title, content: `${title} text`, video_url: '' },
      });
    const first = await add('One');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      message: 'Lesson created successfully!',
      lesson: { title: 'One', order: 1, video_url: null },
    });
    const second = await add('Two');
    const third = await add('Three');
    expect(third.body.lesson.order).toBe(3);

    const updated = await call(
      t.app,
      'PUT',
      `/api/instructor/courses/${course.id}/lessons/${second.body.lesson.id}/update/`,
      {
        token: ownerToken,
        body: { title: 'Two (revised)', content: 'New text', video_url: 'https://youtu.be/rfscVS0vtbw' },
      },
    );
    expect(updated.body).toMatchObject({
      message: 'Lesson updated successfully!',
      lesson: { title: 'Two (revised)', video_url: 'https://youtu.be/rfscVS0vtbw', order: 2 },
    });

    const titleOnly = await call(
      t.app,
      'PUT',
      `/api/instructor/courses/${course.id}/lessons/${second.body.lesson.id}/update/`,
      {
        token: ownerToken,
        body: { title: 'Two (final)' },
      },
    );
    expect(titleOnly.body.lesson).toMatchObject({
      title: 'Two (final)',
      content: 'New text',
      video_url: 'https://youtu.be/rfscVS0vtbw',
    });

    const ids = [third.body.lesson.id, first.body.lesson.id, second.body.lesson.id];
    const reordered = await call(t.app, 'POST', `/api/instructor/courses/${course.id}/lessons/reorder/`, {
      token: ownerToken,
      body: { lesson_ids: ids },
    });
    expect(reordered.body.map((lesson: { id: number; order: number }) => [lesson.id, lesson.order])).toEqual([
      [ids[0], 1],
      [ids[1], 2],
      [ids[2], 3],
    ]);

    const removed = await call(
      t.app,
      'DELETE',
      `/api/instructor/courses/${course.id}/lessons/${first.body.lesson.id}/delete/`,
      {
        token: ownerToken,
      },
    );
    expect(removed.body).toEqual({ message: 'Lesson deleted successfully!' });
    const lessons = await call(t.app, 'GET', `/api/instructor/courses/${course.id}/lessons/`, {
      token: ownerToken,
    });
    expect(
      lessons.body.map((lesson: { title: string; order: number }) => [lesson.title, lesson.order]),
    ).toEqual([
      ['Three', 1],
      ['Two (final)', 2],
    ]);
  });

  it('validates lessons', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id });
    const noTitle = await call(t.app, 'POST', `/api/instructor/courses/${course.id}/lessons/create/`, {
      token: ownerToken,
      body: { title: ' ', content: '' },
    });
    expect(noTitle.body.fields.title).toBe('Please enter a lesson title');
    const badUrl = await call(t.app, 'POST', `/api/instructor/courses/${course.id}/lessons/create/`, {
      token: ownerToken,
      body: { title: 'A', video_url: 'not a url' },
    });
    expect(badUrl.body.fields.video_url).toBe('Please enter a valid URL');
    const badOrder = await call(t.app, 'POST', `/api/instructor/courses/${course.id}/lessons/reorder/`, {
      token: ownerToken,
      body: { lesson_ids: [999999] },
    });
    expect(badOrder.status).toBe(400);
  });

  it('answers 404 for a lesson of another course and for another instructor', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id });
    const otherCourse = await buildCourse(t.db, { instructorId: owner.id });
    const lesson = await buildLesson(t.db, { courseId: otherCourse.id });
    const wrongCourse = await call(
      t.app,
      'PUT',
      `/api/instructor/courses/${course.id}/lessons/${lesson.id}/update/`,
      {
        token: ownerToken,
        body: { title: 'x' },
      },
    );
    expect(wrongCourse.status).toBe(404);
    const wrongOwner = await call(
      t.app,
      'DELETE',
      `/api/instructor/courses/${otherCourse.id}/lessons/${lesson.id}/delete/`,
      {
        token: otherToken,
      },
    );
    expect(wrongOwner.status).toBe(404);
  });

  it('tells enrolled students about a new lesson in a published course', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id });
    const student = await buildUser(t.db);
    await enrollStudent(t.db, student.id, course.id);
    await call(t.app, 'POST', `/api/instructor/courses/${course.id}/lessons/create/`, {
      token: ownerToken,
      body: { title: 'Fresh' },
    });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, student.id));
    expect(notes).toMatchObject([{ type: 'course_update', relatedCourseId: course.id }]);
  });
});

describe('publication and settings', () => {
  it('toggles publication and notifies enrolled students on publish', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id, isPublished: false });
    const student = await buildUser(t.db);
    await enrollStudent(t.db, student.id, course.id);
    const published = await call(t.app, 'POST', `/api/instructor/courses/${course.id}/toggle-publication/`, {
      token: ownerToken,
    });
    expect(published.body).toEqual({ is_published: true, message: 'Course published successfully.' });
    expect((await call(t.app, 'GET', `/api/courses/${course.id}/`)).status).toBe(200);
    const hidden = await call(t.app, 'POST', `/api/instructor/courses/${course.id}/toggle-publication/`, {
      token: ownerToken,
    });
    expect(hidden.body.is_published).toBe(false);
    expect((await call(t.app, 'GET', `/api/courses/${course.id}/`)).status).toBe(404);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, student.id));
    expect(notes.map((note) => note.type)).toEqual(['course_update']);
  });

  it('saves settings as JSON', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id });
    const response = await call(t.app, 'PUT', `/api/instructor/courses/${course.id}/settings/update/`, {
      token: ownerToken,
      body: { title: 'Renamed', description: 'New words', price: 12.5, language: 'fr', is_published: false },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Renamed',
      description: 'New words',
      price: 12.5,
      language: 'fr',
      is_published: false,
    });
    const bad = await call(t.app, 'PUT', `/api/instructor/courses/${course.id}/settings/update/`, {
      token: ownerToken,
      body: { title: '', price: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ title: 'Title is required', price: 'Price must be 0 or more' });
  });

  it('uploads a thumbnail by multipart, served under /media/ in two sizes, replacing the old ones', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id });
    const first = await putSettingsForm(
      course.id,
      multipart(
        { title: 'With picture', is_published: 'true' },
        { name: 'a.png', bytes: PNG, type: 'image/png' },
      ),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      title: 'With picture',
      is_published: true,
      thumbnail: expect.stringMatching(/^\/media\/thumbnails\/[\w-]+-1200\.webp$/),
    });
    const served = await t.app.inject({ method: 'GET', url: first.body.thumbnail });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const small = first.body.thumbnail.replace('-1200.webp', '-400.webp');
    expect((await t.app.inject({ method: 'GET', url: small })).statusCode).toBe(200);

    const second = await putSettingsForm(
      course.id,
      multipart({}, { name: 'b.png', bytes: PNG, type: 'image/png' }),
    );
    expect(second.body).toMatchObject({ title: 'With picture', is_published: true });
    expect(second.body.thumbnail).not.toBe(first.body.thumbnail);
    expect((await t.app.inject({ method: 'GET', url: first.body.thumbnail })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: small })).statusCode).toBe(404);
    const catalogue = await call(t.app, 'GET', '/api/courses/?search=With%20picture');
    expect(catalogue.body[0].thumbnail).toBe(second.body.thumbnail);
  });

  it('refuses a renamed text file with 415 and an oversized image with 413', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id });
    const text = await putSettingsForm(
      course.id,
      multipart({}, { name: 'photo.png', bytes: Buffer.from('just some text'), type: 'image/png' }),
    );
    expect(text.status).toBe(415);
    expect(text.body.error).toBe('The thumbnail must be a JPEG, PNG or WebP image.');

    await t.db.insert(platformSettings).values({ platformSettings: { max_file_upload_size: 1 } });
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
    const tooBig = await putSettingsForm(
      course.id,
      multipart({}, { name: 'big.png', bytes: big, type: 'image/png' }),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe('The file is too large. The limit is 1 MB.');
    await t.db.delete(platformSettings);
  });

  it('does not store a thumbnail for someone else’s course', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id });
    const response = await putSettingsForm(
      course.id,
      multipart({}, { name: 'a.png', bytes: PNG, type: 'image/png' }),
      otherToken,
    );
    expect(response.status).toBe(404);
  });
});

describe('students', () => {
  it('lists enrolled students with progress and shows one student’s progress', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id, title: 'Welding' });
    const lesson = await buildLesson(t.db, { courseId: course.id });
    await buildLesson(t.db, { courseId: course.id });
    const student = await buildUser(t.db, { firstName: 'Juma', lastName: 'Hassan' });
    await enrollStudent(t.db, student.id, course.id);
    const studentAccess = (await signIn(t.app, student)).access;
    await call(t.app, 'POST', `/api/student/courses/${course.id}/lessons/${lesson.id}/complete/`, {
      token: studentAccess,
    });

    const list = await call(t.app, 'GET', `/api/instructor/courses/${course.id}/students/`, {
      token: ownerToken,
    });
    expect(list.body).toEqual({
      course: { id: course.id, title: 'Welding' },
      students: [
        {
          id: student.id,
          full_name: 'Juma Hassan',
          username: student.username,
          email: student.email,
          enrolled_at: expect.any(String),
          is_active: true,
          progress_percentage: 50,
          progress: {
            lessons_completed: 1,
            lesson_count: 2,
            assessments_passed: 0,
            assessment_count: 0,
            percentage: 50,
          },
          certificate: null,
        },
      ],
    });
    const progress = await call(
      t.app,
      'GET',
      `/api/instructor/courses/${course.id}/students/${student.id}/progress/`,
      { token: ownerToken },
    );
    expect(progress.body.overall_progress.completion_percentage).toBe(50);
    expect(progress.body.progress).toEqual(list.body.students[0].progress);
    const studentsUrl = `/api/instructor/courses/${course.id}/students/`;
    expect((await call(t.app, 'GET', studentsUrl, { token: otherToken })).status).toBe(404);
    expect((await call(t.app, 'GET', studentsUrl, { token: studentToken })).status).toBe(403);
    expect((await call(t.app, 'GET', studentsUrl, { token: adminToken })).body.students).toHaveLength(1);
    const stranger = await buildUser(t.db);
    expect(
      (
        await call(t.app, 'GET', `/api/instructor/courses/${course.id}/students/${stranger.id}/progress/`, {
          token: ownerToken,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'GET', `/api/instructor/courses/${course.id}/students/${student.id}/progress/`, {
          token: otherToken,
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/announcements/create/', () => {
  it('creates one notification per enrolled student', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id });
    const students = await Promise.all([1, 2, 3].map(() => buildUser(t.db)));
    for (const student of students) await enrollStudent(t.db, student.id, course.id);
    const response = await call(t.app, 'POST', '/api/announcements/create/', {
      token: ownerToken,
      body: {
        course_id: course.id,
        title: 'Exam on Friday',
        content: 'Revise chapters 1 to 3.',
        is_urgent: true,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Announcement sent to all enrolled students!',
      id: expect.any(Number),
      recipients: 3,
    });
    const notes = await t.db.select().from(notifications).where(eq(notifications.relatedCourseId, course.id));
    expect(notes).toHaveLength(3);
    expect(notes[0]).toMatchObject({
      type: 'announcement',
      title: 'Urgent: Exam on Friday',
      message: 'Revise chapters 1 to 3.',
      data: {
        course_id: course.id,
        url: `/courses/${course.id}`,
        text: { key: 'urgent_announcement', values: { title: 'Exam on Friday' } },
      },
    });
    expect(new Set(notes.map((note) => note.userId))).toEqual(new Set(students.map((student) => student.id)));
  });

  it('validates and checks ownership', async () => {
    const course = await buildCourse(t.db, { instructorId: owner.id });
    const blank = await call(t.app, 'POST', '/api/announcements/create/', {
      token: ownerToken,
      body: { course_id: course.id, title: ' ', content: '' },
    });
    expect(blank.body.fields).toEqual({ title: 'Title is required', content: 'Content is required' });
    const foreign = await call(t.app, 'POST', '/api/announcements/create/', {
      token: otherToken,
      body: { course_id: course.id, title: 'a', content: 'b' },
    });
    expect(foreign.status).toBe(404);
    const student = await call(t.app, 'POST', '/api/announcements/create/', {
      token: studentToken,
      body: { course_id: course.id, title: 'a', content: 'b' },
    });
    expect(student.status).toBe(403);
  });
});

describe('upload rate limit', () => {
  it('refuses the third thumbnail upload in a minute with 429 when the limit is 2', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, upload: { max: 2, windowMs: 60_000 } },
    });
    try {
      const instructor = await buildUser(limited.db, { role: 'instructor' });
      const token = (await signIn(limited.app, instructor)).access;
      const course = await buildCourse(limited.db, { instructorId: instructor.id });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const form = multipart({}, { name: 'a.png', bytes: PNG, type: 'image/png' });
        const response = await limited.app.inject({
          method: 'PUT',
          url: `/api/instructor/courses/${course.id}/settings/update/`,
          headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
          payload: form.payload,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
