import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import { buildCourse, buildLesson, buildUser, enrollStudent, signIn } from '../../../test/factories';
import { eventually } from '../../../test/eventually';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    caches: { catalogue: true, sessions: true, notifications: false, viewers: false },
  });
});
afterAll(() => t.close());

describe('cached catalogue and course pages', () => {
  it('drops cached pages when courses, lessons, enrolments or instructor names change', async () => {
    const instructor = await buildUser(t.db, { role: 'instructor', firstName: 'Amina', lastName: 'Otieno' });
    const student = await buildUser(t.db, { role: 'student' });
    const course = await buildCourse(t.db, { instructorId: instructor.id, title: 'Cached Algebra' });
    const catalogueTitles = async () =>
      (await call(t.app, 'GET', '/api/courses/?search=Cached')).body.map((c: { title: string }) => c.title);
    const detail = async () => (await call(t.app, 'GET', `/api/courses/${course.id}/`)).body;

    expect(await catalogueTitles()).toEqual(['Cached Algebra']);
    expect((await detail()).lessons).toEqual([]);

    await buildCourse(t.db, { instructorId: instructor.id, title: 'Cached Geometry' });
    await eventually(catalogueTitles, ['Cached Geometry', 'Cached Algebra']);

    await t.db.update(courses).set({ title: 'Cached Algebra II' }).where(eq(courses.id, course.id));
    await eventually(async () => (await detail()).title, 'Cached Algebra II');

    await buildLesson(t.db, { courseId: course.id, title: 'Equations' });
    await eventually(
      async () => (await detail()).lessons.map((l: { title: string }) => l.title),
      ['Equations'],
    );

    await enrollStudent(t.db, student.id, course.id);
    await eventually(async () => (await detail()).student_count, 1);

    await t.db.update(users).set({ firstName: 'Neema' }).where(eq(users.id, instructor.id));
    await eventually(async () => (await detail()).instructor.full_name, 'Neema Otieno');

    await t.db.update(courses).set({ isPublished: false }).where(eq(courses.id, course.id));
    await eventually(async () => (await call(t.app, 'GET', `/api/courses/${course.id}/`)).status, 404);
  });

  it('sends a kept page gzipped to a client that takes gzip, once compressed, and as it is to others', async () => {
    const instructor = await buildUser(t.db, { role: 'instructor' });
    const token = (await signIn(t.app, instructor)).access;
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    await buildLesson(t.db, { courseId: course.id, content: 'Photosynthesis, step by step. '.repeat(80) });
    const read = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/courses/${course.id}/`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    let gzipped = await read('gzip, deflate, br');
    for (let tries = 0; gzipped.headers['content-encoding'] !== 'gzip' && tries < 50; tries += 1) {
      await sleep(10);
      gzipped = await read('gzip, deflate, br');
    }
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect((await read('gzip;q=0, br')).headers['content-encoding']).toBeUndefined();
    expect((await read()).body).toBe(plain.body);
  });

  it('still hides lesson content from outsiders when the course is cached', async () => {
    const instructor = await buildUser(t.db, { role: 'instructor' });
    const course = await buildCourse(t.db, { instructorId: instructor.id });
    await buildLesson(t.db, { courseId: course.id, content: 'Secret worked solution' });
    const guest = await call(t.app, 'GET', `/api/courses/${course.id}/`);
    const again = await call(t.app, 'GET', `/api/courses/${course.id}/`);
    expect(JSON.stringify([guest.body, again.body])).not.toContain('Secret worked solution');
  });

  it('serves each viewer their own view of a cached course, whoever loaded it first', async () => {
    const owner = await buildUser(t.db, { role: 'instructor' });
    const otherInstructor = await buildUser(t.db, { role: 'instructor' });
    const enrolled = await buildUser(t.db, { role: 'student' });
    const outsider = await buildUser(t.db, { role: 'student' });
    const course = await buildCourse(t.db, { instructorId: owner.id, price: 30_000 });
    await enrollStudent(t.db, enrolled.id, course.id);
    const content = `${'Paid opening. '.repeat(10)}The paid remainder.`;
    await buildLesson(t.db, { courseId: course.id, content });
    const contentFor = async (user?: { username: string; password: string }) => {
      const token = user ? (await signIn(t.app, user)).access : undefined;
      return (await call(t.app, 'GET', `/api/courses/${course.id}/`, { token })).body.lessons[0].content;
    };

    // The owner's full view is cached first; the others ask for the same course afterwards.
    expect(await contentFor(owner)).toBe(content);
    expect(await contentFor(otherInstructor)).toBe(content.slice(0, 100));
    expect(await contentFor(outsider)).toBeNull();
    expect(await contentFor()).toBeNull();
    expect(await contentFor(enrolled)).toBe(content);
  });
});
