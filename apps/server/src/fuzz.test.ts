import fc from 'fast-check';
import type { FastifySchema, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  buildCourse,
  buildLesson,
  buildUser,
  enrollStudent,
  SAMPLE_QUESTIONS,
  signIn,
} from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';

/**
 * Every route the app registers, sent hostile input by every kind of caller: the answer is never a 5xx, and a
 * 4xx always has the error shape. Routes are read from the app itself, so a new route is fuzzed without asking.
 */

type Role = 'guest' | 'student' | 'instructor' | 'admin';
const ROLES: Role[] = ['guest', 'student', 'instructor', 'admin'];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Route = {
  method: Method;
  /** The path with a `{}` for each parameter, e.g. /api/courses/{}/forum/threads/{}/ */
  template: string;
  params: number;
  schema: FastifySchema | undefined;
  /** How a failing case names the route, instead of printing its schemas. */
  [fc.toStringMethod]: () => string;
};

let t: TestApp;
const tokens: Record<Role, string | undefined> = {
  guest: undefined,
  student: undefined,
  instructor: undefined,
  admin: undefined,
};
let routes: Route[] = [];

// ---------------------------------------------------------------------------------------------------------------
// The routes, from the app's own table

const PARAM = /:\w+(?:\|:\w+)*/g;
const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE']);

/** printRoutes draws a tree, four columns per level; each line adds a piece of path and maybe its methods. */
function parseRouteTree(tree: string): { method: Method; template: string; params: number }[] {
  const found: { method: Method; template: string; params: number }[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = Math.floor(indent.length / 4);
    prefixes.length = depth;
    const path = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = path;
    // Wildcards (uploaded media, the web app's pages) serve files, not input.
    if (!path.startsWith('/') || path.includes('*')) continue;
    for (const method of methods.split(', ')) {
      if (!METHODS.has(method)) continue;
      found.push({
        method: method as Method,
        template: path.replace(PARAM, '{}'),
        params: (path.match(PARAM) ?? []).length,
      });
    }
  }
  return found;
}

/**
 * Each route's schemas, caught by a hook while one harmless request per route is stopped before validation.
 * The hook is installed before the app starts (Fastify refuses hooks later) and idles until asked.
 */
function installSchemaCatcher() {
  let discovering = false;
  let current: FastifySchema | undefined;
  t.app.addHook('preValidation', async (request, reply) => {
    if (!discovering) return;
    current = request.routeOptions.schema;
    return reply.code(204).send();
  });
  return async (found: Omit<Route, 'schema' | typeof fc.toStringMethod>[]): Promise<Route[]> => {
    discovering = true;
    const withSchema: Route[] = [];
    for (const route of found) {
      current = undefined;
      await t.app.inject({
        method: route.method,
        url: fill(route.template, Array<string>(route.params).fill('1')),
        ...(route.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
      });
      const name = `${route.method} ${route.template}`;
      withSchema.push({ ...route, schema: current, [fc.toStringMethod]: () => name });
    }
    discovering = false;
    return withSchema;
  };
}

/**
 * Marks text to send as written: JSON that JSON.stringify cannot produce (1e309, -0 …), swapped in after
 * stringifying, and path pieces that must not be percent-encoded (%FF, %zz).
 */
const RAW = '\u0001raw:';
const raw = (json: string) => `${RAW}${json}`;

/** Every byte of the UTF-8 text percent-encoded; unlike encodeURIComponent it takes lone surrogates too. */
const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Values are encoded, except those marked raw (`%FF`, `%zz`), which go into the path as written. */
function fill(template: string, values: string[]): string {
  let index = 0;
  return template.replace(/\{\}/g, () => {
    const value = values[index++] ?? '1';
    return value.startsWith(RAW) ? value.slice(RAW.length) : encode(value);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Plausible input, from each route's zod schema, so hostile values also reach the code behind validation

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as z.ZodType)._zod.def as unknown as Def;

/** A value the schema would likely accept, with `text` in every free-text string. */
function sample(schema: unknown, text = 'sample', depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  const def = defOf(schema);
  const inner = (key: string) => sample(def[key], text, depth + 1);
  switch (def.type) {
    case 'string':
      return sampleString(def, text);
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [inner('element'), inner('element')];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>).map(([key, value]) => [
          key,
          sample(value, text, depth + 1),
        ]),
      );
    case 'record':
      return { '0': inner('valueType') };
    case 'union':
      return sample((def.options as unknown[])[0], text, depth + 1);
    case 'pipe':
      return inner('in');
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    default:
      return undefined;
  }
}

function sampleString(def: Def, text: string): string {
  const format = def.format;
  if (format === 'email') return 'fuzz@example.com';
  if (format === 'datetime') return '2030-01-01T10:00:00Z';
  if (format === 'date') return '2000-01-01';
  if (format === 'regex') return '1';
  return text;
}

const objectKeys = (schema: unknown): string[] =>
  schema && defOf(schema).type === 'object' ? Object.keys(defOf(schema).shape as object) : [];

// ---------------------------------------------------------------------------------------------------------------
// Hostile values

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  '%00',
  '\u001b[2J',
  '\ud800',
  '\udfff\ud800',
  ' 1 ',
  '-1',
  '1e309',
  '99999999999',
  '0x10',
  '1.0',
  '',
  '   ',
  '__proto__',
  "'; drop table users; --",
  'x'.repeat(100_000),
];

const HOSTILE_IDS = [
  ' 1 ',
  '-1',
  '1e309',
  '99999999999',
  '0',
  '1.0',
  '0x10',
  '\u0000',
  'abc',
  '2147483648',
  raw('%FF'),
  raw('%zz'),
];
const PLAIN_IDS = ['1', '2', '3', '4', '2147483647'];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(
    raw('1e309'),
    raw('-1e309'),
    raw('99999999999999999999'),
    raw('-0'),
    raw(deep(2000)),
    null,
    true,
    false,
    -1,
    0,
    1.5,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    [],
    {},
    [1, 'a', null],
    { nested: { deeper: ['x'] } },
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** JSON text with the raw placeholders written out. */
function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:((?:[^"\\]|\\.)*)"/g, (_match, text: string) =>
    JSON.parse(`"${text}"`),
  );
}

const RAW_BODIES = [
  '',
  '   ',
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"a":',
  deep(5000),
  '{"__proto__":{"admin":true}}',
];

type Payload = { contentType?: string; body?: string | Buffer };

/** A body for a route: its sample with some fields made hostile, a hostile whole body, or a wrong content type. */
function payloadFor(route: Route): fc.Arbitrary<Payload> {
  const base = sample(route.schema?.body);
  const keys = objectKeys(route.schema?.body);
  const mutated =
    keys.length > 0
      ? fc
          .dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: 3 })
          .map((changes) => ({ ...(base as object), ...changes }))
      : fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: mutated.map((body) => ({ contentType: 'application/json', body: toJson(body) })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', body: toJson(base ?? {}) }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...RAW_BODIES).map((body) => ({ contentType: 'application/json', body })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Payload>(
        {},
        { contentType: 'text/plain', body: 'hello' },
        { contentType: 'multipart/form-data', body: '--x\r\n' },
        { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data' },
        { contentType: 'multipart/form-data; boundary=x', body: '--x--\r\n' },
        { contentType: 'application/x-www-form-urlencoded', body: 'a=1' },
        { contentType: 'application/json', body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) },
      ),
    },
  );
}

function queryFor(route: Route): fc.Arbitrary<string> {
  const keys = objectKeys(route.schema?.querystring);
  const pair = fc
    .tuple(keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 }), hostileString)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`);
  return fc.oneof(
    fc.array(pair, { maxLength: 3 }).map((pairs) => pairs.join('&')),
    fc.constantFrom(
      '',
      '%zz',
      '%',
      '&&=&',
      'search=%00',
      'search=%FF%FE',
      'limit=1e309&offset=-1',
      'search=a&search=b',
    ),
  );
}

const paramsFor = (route: Route) =>
  fc.array(fc.oneof(fc.constantFrom(...PLAIN_IDS), fc.constantFrom(...HOSTILE_IDS), hostileString), {
    minLength: route.params,
    maxLength: route.params,
  });

// ---------------------------------------------------------------------------------------------------------------
// Sending and judging

/**
 * Called only without credentials: the live notification stream, which never ends when it succeeds, and
 * sign-out, which would end the session the other calls use.
 */
const withoutCredentials = (route: Route) =>
  route.template.endsWith('/stream/') || route.template === '/api/auth/logout/';

type Attempt = { route: Route; role: Role; params: string[]; query: string; payload: Payload };

async function send({ route, role, params, query, payload }: Attempt) {
  const token = withoutCredentials(route) ? undefined : tokens[role];
  const headers: InjectOptions['headers'] = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload.contentType) headers['content-type'] = payload.contentType;
  const url = fill(route.template, params) + (query ? `?${query}` : '');
  const response = await t.app.inject({
    method: route.method,
    url,
    headers,
    ...(route.method === 'GET' || payload.body === undefined ? {} : { payload: payload.body }),
  });
  return {
    url,
    status: response.statusCode,
    type: String(response.headers['content-type']),
    text: response.body,
  };
}

function judge(attempt: Attempt, answer: Awaited<ReturnType<typeof send>>) {
  const where = `${attempt.route.method} ${answer.url} as ${attempt.role} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  if (answer.status < 400) return;
  expect(answer.type, where).toContain('application/json');
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expect(typeof body.error, where).toBe('string');
  expect(typeof body.detail, where).toBe('string');
  expect(typeof body.code, where).toBe('string');
  if (body.fields !== undefined) {
    expect(
      Object.values(body.fields as object).every((v) => typeof v === 'string'),
      where,
    ).toBe(true);
  }
}

async function check(attempt: Attempt) {
  judge(attempt, await send(attempt));
}

// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  t = await createTestApp();
  const withSchemas = installSchemaCatcher();
  // Users 1 to 4 are the ones the admin routes change and delete; the callers come after them.
  for (const role of ['student', 'instructor', 'student', 'student'] as const)
    await buildUser(t.db, { role });
  const admin = await buildUser(t.db, { role: 'admin' });
  const instructor = await buildUser(t.db, { role: 'instructor' });
  const student = await buildUser(t.db, { role: 'student' });
  const course = await buildCourse(t.db, { instructorId: instructor.id });
  await buildCourse(t.db, { instructorId: instructor.id, isPublished: false });
  await buildLesson(t.db, { courseId: course.id });
  await buildLesson(t.db, { courseId: course.id });
  await enrollStudent(t.db, student.id, course.id);
  tokens.admin = (await signIn(t.app, admin)).access;
  tokens.instructor = (await signIn(t.app, instructor)).access;
  tokens.student = (await signIn(t.app, student)).access;
  await call(t.app, 'POST', `/api/instructor/courses/${course.id}/assessments/`, {
    token: tokens.instructor,
    body: { title: 'Quiz', questions: SAMPLE_QUESTIONS },
  });
  await call(t.app, 'POST', `/api/courses/${course.id}/forum/threads/`, {
    token: tokens.student,
    body: { title: 'Hello', initial_post: 'First post', category: null },
  });
  await call(t.app, 'POST', '/api/messages/send/', {
    token: tokens.student,
    body: { recipient_id: instructor.id, content: 'Hello' },
  });
  routes = await withSchemas(parseRouteTree(t.app.printRoutes({ commonPrefix: false })));
});
afterAll(async () => {
  await t?.close();
});

describe('every route under hostile input', () => {
  it('finds the routes and their schemas', () => {
    expect(routes.length).toBeGreaterThan(60);
    const login = routes.find((route) => route.template === '/api/auth/login/');
    expect(objectKeys(login?.schema?.body)).toEqual(['username', 'password']);
  });

  it('answers fixed hostile cases on every route, for every caller', async () => {
    for (const route of routes) {
      const json = (text?: string) => ({
        contentType: 'application/json',
        body: toJson(sample(route.schema?.body, text) ?? {}),
      });
      const plain = Array<string>(route.params).fill('1');
      const cases: Omit<Attempt, 'route' | 'role'>[] = [
        { params: plain, query: '', payload: json() },
        { params: plain, query: '', payload: json('a\u0000b') },
        { params: plain, query: '', payload: json('\u001b\ud800') },
        { params: plain, query: '', payload: json('x'.repeat(100_000)) },
        { params: plain, query: '', payload: {} },
        { params: plain, query: '', payload: { contentType: 'application/json', body: deep(3000) } },
        ...objectKeys(route.schema?.querystring).map((key) => ({
          params: plain,
          query: `${key}=%00`,
          payload: {},
        })),
        ...HOSTILE_IDS.map((id) => ({
          params: Array<string>(route.params).fill(id),
          query: '',
          payload: json(),
        })),
      ];
      for (const role of ROLES) for (const c of cases) await check({ route, role, ...c });
    }
  }, 120_000);

  it('answers random hostile input without a 5xx', async () => {
    const attempts = fc.constantFrom(...routes).chain((route) =>
      fc.record({
        route: fc.constant(route),
        role: fc.constantFrom(...ROLES),
        params: paramsFor(route),
        query: queryFor(route),
        payload: payloadFor(route),
      }),
    );
    await fc.assert(fc.asyncProperty(attempts, check), { numRuns: 3000 });
  }, 120_000);
});
