import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildUser, enrollStudent, signIn } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function instructorWithCourse() {
  const instructor = await buildUser(t.db, { role: 'instructor' });
  const course = await buildCourse(t.db, { instructorId: instructor.id });
  const student = await buildUser(t.db);
  await enrollStudent(t.db, student.id, course.id);
  return { token: (await signIn(t.app, instructor)).access, courseId: course.id };
}

const announce = (token: string, courseId: number) =>
  call(t.app, 'POST', '/api/announcements/create/', {
    token,
    body: { course_id: courseId, title: 'Reminder', content: 'Class at nine.' },
  });

describe('announcement limit', () => {
  it('refuses a 31st announcement within a minute with 429 and Retry-After', async () => {
    const { token, courseId } = await instructorWithCourse();
    for (let i = 0; i < 30; i += 1) expect((await announce(token, courseId)).status).toBe(201);

    const refused = await announce(token, courseId);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'Too many requests. Please wait a minute and try again.',
      detail: 'Too many requests. Please wait a minute and try again.',
      code: 'rate_limited',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = await instructorWithCourse();
    expect((await announce(other.token, other.courseId)).status).toBe(201);
  });

  it('does not limit when rate limits are switched off', async () => {
    const { token, courseId } = await instructorWithCourse();
    t.config.rateLimits.enabled = false;
    try {
      for (let i = 0; i < 35; i += 1) expect((await announce(token, courseId)).status).toBe(201);
    } finally {
      t.config.rateLimits.enabled = true;
    }
  });
});
