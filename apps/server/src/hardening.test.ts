import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequests, users } from './db/schema/users';
import {
  buildCourse,
  buildLesson,
  buildUser,
  enrollStudent,
  SAMPLE_QUESTIONS,
  signIn,
  type BuiltUser,
} from '../test/factories';
import { multipart } from '../test/multipart';
import { call, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
type Person = { user: BuiltUser; token: string };
let admin: Person;
let instructor: Person;
let student: Person;
let courseId: number;
let lessonId: number;
let threadId: number;
let assessmentId: number;
let requestId: number;

/** Above every id PostgreSQL hands out here, and still a valid integer: the "missing" target. */
const MISSING = 2_147_483_647;

async function person(role: 'student' | 'instructor' | 'admin'): Promise<Person> {
  const user = await buildUser(t.db, { role });
  return { user, token: (await signIn(t.app, user)).access };
}

function expectErrorShape(body: unknown) {
  expect(body).toMatchObject({
    error: expect.any(String),
    detail: expect.any(String),
    code: expect.any(String),
  });
}

function expectFieldRefused(
  response: { status: number; body: { code?: string; fields?: Record<string, string> } },
  field: string,
) {
  expect(response.status).toBe(400);
  expectErrorShape(response.body);
  expect(response.body.code).toBe('validation_error');
  expect(Object.keys(response.body.fields ?? {})).toContain(field);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await person('admin');
  instructor = await person('instructor');
  student = await person('student');
  const course = await buildCourse(t.db, { instructorId: instructor.user.id, title: 'Hardening 101' });
  courseId = course.id;
  lessonId = (await buildLesson(t.db, { courseId })).id;
  await enrollStudent(t.db, student.user.id, courseId);
  const thread = await call(t.app, 'POST', `/api/courses/${courseId}/forum/threads/`, {
    token: student.token,
    body: { title: 'Where do I start?', initial_post: 'With lesson one?', category: null },
  });
  threadId = thread.body.id;
  const assessment = await call(t.app, 'POST', `/api/instructor/courses/${courseId}/assessments/`, {
    token: instructor.token,
    body: { title: 'Quiz', questions: SAMPLE_QUESTIONS },
  });
  assessmentId = assessment.body.id;
  await call(t.app, 'POST', '/api/auth/register/', {
    body: {
      username: 'would_be_admin',
      email: 'would_be_admin@example.com',
      password: 'secret123',
      password_confirm: 'secret123',
      role: 'admin',
    },
  });
  const [pending] = await t.db
    .select({ id: adminRequests.id })
    .from(adminRequests)
    .where(eq(adminRequests.username, 'would_be_admin'));
  requestId = pending?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

describe('control characters', () => {
  it.each([
    ['/api/courses/?search=a%00b', 'search'],
    ['/api/users/messageable/?search=%00', 'search'],
    ['/api/admin/users/?search=x%00', 'search'],
  ])('GET %s answers 400 naming the parameter', async (url, field) => {
    expectFieldRefused(await call(t.app, 'GET', url, { token: admin.token }), field);
  });

  it('refuses a NUL in the forum thread search', async () => {
    const response = await call(t.app, 'GET', `/api/courses/${courseId}/forum/threads/?search=%00`, {
      token: student.token,
    });
    expectFieldRefused(response, 'search');
  });

  it('refuses a NUL in the sign-up form, password included', async () => {
    const form = {
      username: 'nul_user',
      email: 'nul_user@example.com',
      password: 'secret123',
      password_confirm: 'secret123',
    };
    for (const field of ['username', 'email', 'password', 'first_name'] as const) {
      const body = { ...form, [field]: `${form[field as keyof typeof form] ?? 'Amina'}\u0000` };
      if (field === 'password') body.password_confirm = body.password;
      expectFieldRefused(await call(t.app, 'POST', '/api/auth/register/', { body }), field);
    }
  });

  it('refuses a NUL in the sign-in form', async () => {
    const login = (body: object) => call(t.app, 'POST', '/api/auth/login/', { body });
    expectFieldRefused(await login({ username: 'a\u0000', password: 'secret123' }), 'username');
    expectFieldRefused(
      await login({ username: student.user.username, password: 'password123\u0000' }),
      'password',
    );
  });

  it('refuses control characters in posts, announcements and profiles', async () => {
    expectFieldRefused(
      await call(t.app, 'POST', `/api/courses/${courseId}/forum/threads/${threadId}/posts/`, {
        token: student.token,
        body: { content: 'hello\u0000world', parent: null },
      }),
      'content',
    );
    expectFieldRefused(
      await call(t.app, 'POST', '/api/announcements/create/', {
        token: instructor.token,
        body: { course_id: courseId, title: 'Exam\u0007', content: 'On Friday' },
      }),
      'title',
    );
    expectFieldRefused(
      await call(t.app, 'PUT', '/api/profile/update/', {
        token: student.token,
        body: { bio: 'I like \u0000 bytes' },
      }),
      'bio',
    );
  });

  it('keeps tabs and line breaks in long texts', async () => {
    const response = await call(t.app, 'POST', `/api/courses/${courseId}/forum/threads/${threadId}/posts/`, {
      token: student.token,
      body: { content: 'Step 1:\tread\r\nStep 2:\twrite', parent: null },
    });
    expect(response.status).toBe(201);
  });
});

describe('path ids', () => {
  it.each([' 1 ', '-1', '1e3', '0x10', '1.0', '99999999999', '0', '01'])(
    'refuses %j instead of converting it',
    async (id) => {
      const response = await call(t.app, 'GET', `/api/courses/${encodeURIComponent(id)}/`);
      expect([400, 404]).toContain(response.status);
      expectErrorShape(response.body);
    },
  );

  it.each(['%FF', '%zz'])(
    'answers a path with %s, which is no valid encoding, with the error shape',
    async (piece) => {
      const response = await call(t.app, 'GET', `/api/courses/${piece}/`);
      expect(response.status).toBe(400);
      expectErrorShape(response.body);
    },
  );

  it('does not delete user 1 for the id " 1 "', async () => {
    const victim = await buildUser(t.db, { role: 'student' });
    const response = await call(t.app, 'DELETE', `/api/admin/users/%20${victim.id}%20/delete/`, {
      token: admin.token,
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    const [still] = await t.db.select({ id: users.id }).from(users).where(eq(users.id, victim.id));
    expect(still).toBeDefined();
  });
});

describe('missing and empty bodies', () => {
  it('answers an empty profile update with 400 and fields', async () => {
    const response = await call(t.app, 'PUT', '/api/profile/update/', { token: student.token, body: {} });
    expectFieldRefused(response, 'body');
  });

  it('answers a profile update that changes nothing but the same role', async () => {
    const response = await call(t.app, 'PUT', '/api/profile/update/', {
      token: student.token,
      body: { role: 'student' },
    });
    expect(response.status).toBe(200);
    expect(response.body.username).toBe(student.user.username);
  });

  it('names the required fields when the body is missing', async () => {
    for (const headers of [{ 'content-type': 'application/json' }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login/', headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        fields: { username: expect.any(String), password: expect.any(String) },
      });
    }
  });

  it('names the body when every field is optional', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/update/',
      headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', fields: { body: expect.any(String) } });
  });

  it.each(['null', '[]', '"text"', '42'])('names the body when it is %s', async (payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', fields: { body: expect.any(String) } });
  });
});

describe('multipart', () => {
  const routes = () =>
    [
      ['POST', '/api/instructor/courses/pdf/analyze/'],
      ['PUT', `/api/instructor/courses/${courseId}/settings/update/`],
    ] as const;

  it.each(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="x'])(
    'answers %j (no usable boundary) with 400',
    async (contentType) => {
      for (const [method, url] of routes()) {
        const response = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${instructor.token}`, 'content-type': contentType },
          payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nA\r\n--x--\r\n',
        });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expectErrorShape(response.json());
      }
    },
  );

  it('answers a form cut off in the middle with 400', async () => {
    const form = multipart({ title: 'Cut short' });
    for (const [method, url] of routes()) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${instructor.token}`, 'content-type': form.contentType },
        payload: form.payload.subarray(0, form.payload.length - 12),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expectErrorShape(response.json());
    }
  });

  it('answers JSON sent to the PDF upload with 415', async () => {
    const response = await call(t.app, 'POST', '/api/instructor/courses/pdf/analyze/', {
      token: instructor.token,
      body: { pdf_file: 'not a file' },
    });
    expect(response.status).toBe(415);
    expectErrorShape(response.body);
  });
});

describe('oversized bodies', () => {
  type Outcome = { status?: number; body?: string; writeError?: string };

  /** Sends the body in pieces, as a browser uploading a big form does, and reads whatever comes back. */
  function postOverSocket(port: number, payload: Buffer): Promise<Outcome> {
    return new Promise((resolve) => {
      const outcome: Outcome = {};
      let responded = false;
      let written = false;
      const settle = () => {
        if (responded && written) resolve(outcome);
      };
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/login/',
          headers: { 'content-type': 'application/json', 'content-length': payload.length },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            outcome.status = response.statusCode;
            outcome.body = text;
            responded = true;
            settle();
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        outcome.writeError = error.code ?? error.message;
        responded = true;
        written = true;
        settle();
      });
      const step = 64 * 1024;
      let offset = 0;
      const writeMore = () => {
        while (offset < payload.length) {
          const piece = payload.subarray(offset, offset + step);
          offset += step;
          if (!request.write(piece)) return void request.once('drain', writeMore);
        }
        request.end(() => {
          written = true;
          settle();
        });
      };
      writeMore();
    });
  }

  it('reads the whole 5 MB body and answers a 413 the client can read', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const payload = Buffer.from(JSON.stringify({ username: 'x'.repeat(5 * 1024 * 1024), password: 'y' }));
    const outcome = await postOverSocket(port, payload);
    expect(outcome.writeError).toBeUndefined();
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body ?? '')).toMatchObject({
      code: 'payload_too_large',
      error: expect.any(String),
      detail: expect.any(String),
    });
  });
});

describe('role checks come before lookups', () => {
  type Case = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: (id: number) => string, body?: object];

  /** Same answer for an existing target and a missing one: status and code. */
  async function expectSameAnswer(who: Person, [method, path, body]: Case) {
    const existing = await call(t.app, method, path(0), { token: who.token, body });
    const missing = await call(t.app, method, path(MISSING), { token: who.token, body });
    expect(existing.status, `${method} ${path(0)}`).toBe(403);
    expect({ status: missing.status, code: missing.body?.code }).toEqual({
      status: existing.status,
      code: existing.body?.code,
    });
  }

  const or = (id: number, existing: number) => (id === 0 ? existing : id);

  const adminCases = (): Case[] => [
    ['PUT', (id) => `/api/admin/users/${or(id, student.user.id)}/role/`, { role: 'instructor' }],
    ['PUT', (id) => `/api/admin/users/${or(id, student.user.id)}/status/`, { is_active: false }],
    ['DELETE', (id) => `/api/admin/users/${or(id, student.user.id)}/delete/`],
    ['POST', (id) => `/api/admin/requests/${or(id, requestId)}/approve/`],
    ['POST', (id) => `/api/admin/requests/${or(id, requestId)}/reject/`, { reason: 'No' }],
    ['PUT', (id) => `/api/admin/courses/${or(id, courseId)}/price/`, { price: 1 }],
  ];

  it('for admin routes called by a student or an instructor', async () => {
    for (const who of [student, instructor]) for (const c of adminCases()) await expectSameAnswer(who, c);
  });

  it('for instructor routes called by a student', async () => {
    const course = (id: number) => `/api/instructor/courses/${or(id, courseId)}`;
    const cases: Case[] = [
      ['GET', (id) => `${course(id)}/detail/`],
      ['GET', (id) => `${course(id)}/lessons/`],
      ['POST', (id) => `${course(id)}/lessons/create/`, { title: 'New' }],
      ['PUT', (id) => `${course(id)}/lessons/${or(id, lessonId)}/update/`, { title: 'New' }],
      ['DELETE', (id) => `${course(id)}/lessons/${or(id, lessonId)}/delete/`],
      ['PUT', (id) => `${course(id)}/settings/update/`, { title: 'New' }],
      ['POST', (id) => `${course(id)}/toggle-publication/`],
      ['GET', (id) => `/api/instructor/courses/${or(id, courseId)}/students/`],
      [
        'GET',
        (id) => `/api/instructor/courses/${or(id, courseId)}/students/${or(id, student.user.id)}/progress/`,
      ],
      ['GET', (id) => `${course(id)}/assessments/`],
      ['GET', (id) => `${course(id)}/assessments/${or(id, assessmentId)}/`],
      ['DELETE', (id) => `${course(id)}/assessments/${or(id, assessmentId)}/`],
    ];
    for (const c of cases) await expectSameAnswer(student, c);
  });

  it('for announcements sent by a student', async () => {
    const announce = (id: number) =>
      call(t.app, 'POST', '/api/announcements/create/', {
        token: student.token,
        body: { course_id: or(id, courseId), title: 'Hi', content: 'There' },
      });
    const [existing, missing] = [await announce(0), await announce(MISSING)];
    expect(existing.status).toBe(403);
    expect({ status: missing.status, code: missing.body.code }).toEqual({
      status: existing.status,
      code: existing.body.code,
    });
  });

  it('for student routes called by an instructor or an admin', async () => {
    const cases: Case[] = [
      ['GET', (id) => `/api/student/courses/${or(id, courseId)}/instructor/`],
      ['GET', (id) => `/api/student/courses/${or(id, courseId)}/progress/`],
      ['POST', (id) => `/api/student/courses/${or(id, courseId)}/lessons/${or(id, lessonId)}/complete/`],
      ['DELETE', (id) => `/api/student/courses/${or(id, courseId)}/lessons/${or(id, lessonId)}/complete/`],
      ['GET', (id) => `/api/student/assessments/${or(id, assessmentId)}/`],
      ['POST', (id) => `/api/student/assessments/${or(id, assessmentId)}/start/`],
      ['POST', (id) => `/api/student/assessments/${or(id, assessmentId)}/save/`, { answers: {} }],
      ['POST', (id) => `/api/student/assessments/${or(id, assessmentId)}/submit/`, { answers: {} }],
    ];
    for (const who of [instructor, admin]) for (const c of cases) await expectSameAnswer(who, c);
  });

  it('for forum moderation called by a student', async () => {
    const thread = (id: number) => `/api/courses/${or(id, courseId)}/forum/threads/${or(id, threadId)}`;
    await expectSameAnswer(student, ['POST', (id) => `${thread(id)}/pin/`]);
    await expectSameAnswer(student, ['POST', (id) => `${thread(id)}/lock/`]);
  });
});
