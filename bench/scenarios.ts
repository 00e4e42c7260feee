import autocannon, { type Request, type Result } from 'autocannon';
import type { Role } from '@somo/contract/auth';
import { NOTIFICATION_PAGE_SIZE } from '@somo/contract/notifications';
import { createTokenSigner } from '../apps/server/src/lib/tokens';
import { BENCH_PASSWORD, type Dataset } from './dataset';
import { examDay, type ExamDayRun } from './exam-day';
import type { MemoryTracker } from './memory';
import {
  MEMORY_SIGNED_IN_STUDENTS,
  SERVER_MEMORY,
  wanted,
  type ScenarioName,
  type ScenarioResult,
  type ServerMemory,
} from './report';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
/**
 * Pages are read by 2,000 distinct users: before a page's row is timed, it is asked this many times (each reader
 * about five times), so the row measures a server that has seen its readers, not the first visit of each.
 */
const PAGE_WARMUP_REQUESTS = 10_000;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const ANSWER_DIGITS = 12;

type Options = {
  serverUrl: string;
  bareUrl: string;
  dataset: Dataset;
  jwtSecret: string;
  examCourseId: number;
  /** The server's memory, marked after each row. */
  memory: MemoryTracker;
};
type Context = { pending?: { student: number; seq: number } };

export async function runScenarios({ serverUrl, bareUrl, dataset, jwtSecret, memory }: Options) {
  const signer = createTokenSigner(jwtSecret);
  // One token per user, as a signed-in browser keeps one: the exam day and the memory row share students.
  const signed = new Map<string, Promise<string>>();
  const tokenFor = (userId: number, role: Role = 'student') => {
    const key = `${userId}:${role}`;
    const token = signed.get(key) ?? signer.signAccess({ userId, role, tokenVersion: 0, sessionId: 'bench' });
    signed.set(key, token);
    return token;
  };
  const randomStudents = await Promise.all(
    Array.from({ length: 2000 }, () => tokenFor(randomInt(dataset.studentIds[0], dataset.studentIds[1]))),
  );
  const examTokens = await Promise.all(dataset.examStudentIds.map((id) => tokenFor(id)));
  const threadReaders = await Promise.all(
    dataset.threads.map(async (t) => ({ ...t, token: await tokenFor(t.readerId) })),
  );
  const courses = new Map(dataset.courses.map((course) => [course.id, course]));
  const courseOf = (id: number) => courses.get(id) ?? fail(`course ${id} is not among the published courses`);
  // Distinct students, each enrolled in the course of their row.
  const viewers = await Promise.all(
    dataset.viewers.map(async (v) => ({
      ...v,
      course: courseOf(v.courseId),
      token: await tokenFor(v.studentId),
    })),
  );
  const instructorTokens = new Map<number, string>();
  for (let id = dataset.instructorIds[0]; id <= dataset.instructorIds[1]; id += 1)
    instructorTokens.set(id, await tokenFor(id, 'instructor'));
  const instructorToken = (id: number) => instructorTokens.get(id) ?? fail(`user ${id} is no instructor`);
  const owners = dataset.courses.map((course) => ({ course, token: instructorToken(course.instructorId) }));
  const adminToken = await tokenFor(dataset.adminId, 'admin');
  const marked = dataset.markedAssessment;
  const checks: Record<string, string> = {
    viewers: `${new Set(viewers.map((v) => v.studentId)).size} distinct students, each enrolled in the course whose pages they read; ${instructorTokens.size} instructors; 1 admin`,
  };
  const scenarios = {} as Record<ScenarioName, ScenarioResult>;
  const get = async (name: ScenarioName, make: () => Spec) => {
    if (!wanted(name)) return skipped();
    await settle(serverUrl, name);
    const result = await measureGets(name, serverUrl, make);
    await memory.mark(name);
    return result;
  };

  const bareRps = (await load('bare', { url: bareUrl })).rps;

  scenarios.catalogue = await get('catalogue', () => ({ path: '/api/courses/?limit=24' }));
  scenarios.catalogue_search = await get('catalogue_search', () => ({
    path: `/api/courses/?limit=24&search=${pick(SEARCHES)}`,
  }));
  scenarios.course_detail_guest = await get('course_detail_guest', () => ({
    path: `/api/courses/${pick(dataset.publishedCourseIds)}/`,
  }));
  scenarios.course_detail_student = await get('course_detail_student', () => {
    const v = pick(viewers);
    return { path: `/api/courses/${v.courseId}/`, headers: bearer(v.token) };
  });
  scenarios.course_detail_instructor = await get('course_detail_instructor', () => {
    const o = pick(owners);
    return { path: `/api/courses/${o.course.id}/`, headers: bearer(o.token) };
  });
  scenarios.notifications_poll = await get('notifications_poll', () => ({
    path: `/api/notifications/?limit=${NOTIFICATION_PAGE_SIZE}`,
    headers: bearer(pick(randomStudents)),
  }));
  scenarios.student_dashboard = await get('student_dashboard', () => ({
    path: '/api/student/enrolled-courses/',
    headers: bearer(pick(viewers).token),
  }));
  scenarios.student_assessments = await get('student_assessments', () => ({
    path: '/api/student/assessments/',
    headers: bearer(pick(viewers).token),
  }));
  scenarios.student_assessment_detail = await get('student_assessment_detail', () => {
    const v = pick(viewers);
    return { path: `/api/student/assessments/${pick(v.course.assessmentIds)}/`, headers: bearer(v.token) };
  });
  scenarios.forum_threads = await get('forum_threads', () => {
    const v = pick(viewers);
    return { path: `/api/courses/${v.courseId}/forum/threads/`, headers: bearer(v.token) };
  });
  scenarios.forum_thread = await get('forum_thread', () => {
    const t = pick(threadReaders);
    return { path: `/api/courses/${t.courseId}/forum/threads/${t.threadId}/`, headers: bearer(t.token) };
  });
  scenarios.forum_thread_50_posts = await get('forum_thread_50_posts', () => {
    const v = pick(viewers);
    return {
      path: `/api/courses/${v.courseId}/forum/threads/${pick(v.course.longThreadIds)}/`,
      headers: bearer(v.token),
    };
  });
  scenarios.instructor_courses = await get('instructor_courses', () => ({
    path: '/api/instructor/courses/',
    headers: bearer(instructorToken(randomInt(...dataset.instructorIds))),
  }));
  const markedToken = instructorToken(marked.instructorId);
  scenarios.instructor_submissions = await get('instructor_submissions', () => ({
    path: `/api/instructor/courses/${marked.courseId}/assessments/${marked.assessmentId}/`,
    headers: bearer(markedToken),
  }));
  if (wanted('instructor_submissions'))
    checks.instructor_submissions = `${marked.submissions} finished attempts listed for their instructor`;
  // The admin users page asks for its first page of 25 with both filters at 'all'.
  const adminUsers = '/api/admin/users/?role=all&status=all&limit=25&offset=0';
  scenarios.admin_users = await get('admin_users', () => ({ path: adminUsers, headers: bearer(adminToken) }));
  scenarios.admin_user_search = await get('admin_user_search', () => ({
    path: `${adminUsers}&search=${pick(USER_SEARCHES)}${randomInt(1, 999)}`,
    headers: bearer(adminToken),
  }));

  if (wanted('exam_start_stampede')) {
    await settle(serverUrl, 'exam_start_stampede');
    scenarios.exam_start_stampede = await stampede(serverUrl, dataset.assessmentId, examTokens);
    checks.exam_start_stampede = `${scenarios.exam_start_stampede.requests} starts of the mock exam by distinct students (the first ${examTokens.length} of the exam course) in ${scenarios.exam_start_stampede.seconds} s`;
    await memory.mark('exam_start_stampede');
  } else scenarios.exam_start_stampede = skipped();

  if (wanted('assessment_autosave')) {
    await settle(serverUrl, 'assessment_autosave');
    const autosave = await autosaveScenario(serverUrl, dataset.assessmentId, examTokens);
    scenarios.assessment_autosave = autosave.result;
    checks.assessment_autosave = autosave.check;
    await memory.mark('assessment_autosave');
  } else scenarios.assessment_autosave = skipped();

  if (wanted('login')) await settle(serverUrl, 'login');
  scenarios.login = !wanted('login')
    ? skipped()
    : await load('login', {
        url: serverUrl,
        requests: [
          varying(() => ({
            method: 'POST',
            path: '/api/auth/login/',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              username: `user${randomInt(...dataset.studentIds)}`,
              password: BENCH_PASSWORD,
            }),
          })),
        ],
      });
  if (wanted('login')) await memory.mark('login');

  let examDayRun: ExamDayRun | undefined;
  if (wanted('exam_day')) {
    await settle(serverUrl, 'exam_day');
    const students = await Promise.all(
      range(...dataset.examDay.studentIds).map(async (id) => ({ id, token: await tokenFor(id) })),
    );
    examDayRun = await examDay(serverUrl, dataset.examDay, students);
    scenarios.exam_day = examDayRun.result;
    checks.exam_day = `national exam (${dataset.examDay.questions} questions): ${examDayRun.check}`;
    await memory.mark('exam_day');
  } else scenarios.exam_day = skipped();

  let serverMemory: ServerMemory | undefined;
  if (wanted(SERVER_MEMORY)) {
    await settle(serverUrl, SERVER_MEMORY);
    const students = range(
      dataset.studentIds[0],
      dataset.studentIds[0] + MEMORY_SIGNED_IN_STUDENTS - 1,
    ).filter((id) => id <= dataset.studentIds[1]);
    const tokens = await Promise.all(students.map((id) => tokenFor(id)));
    const measured = await measureMemory(serverUrl, tokens, memory);
    serverMemory = measured.memory;
    checks.server_memory = measured.check;
  }

  return { bareRps, scenarios, checks, examDay: examDayRun, memory: serverMemory };
}

/**
 * Each of `tokens` (distinct students) polls their notifications once, the request every signed-in page makes,
 * so the server's per-user caches (sessions, tokens, pages) hold that many students; then its resident memory is
 * read: now, and its peak over the whole run so far (VmHWM), which this row comes after.
 */
async function measureMemory(serverUrl: string, tokens: string[], memory: MemoryTracker) {
  let next = 0;
  const sweep = summarise(
    SERVER_MEMORY,
    await autocannon({
      url: serverUrl,
      connections: CONNECTIONS,
      amount: tokens.length,
      requests: [
        varying(() => ({
          path: `/api/notifications/?limit=${NOTIFICATION_PAGE_SIZE}`,
          headers: bearer(at(tokens, next++ % tokens.length)),
        })),
      ],
    }),
  );
  await memory.mark(SERVER_MEMORY);
  const now = await memory.read();
  const ready = memory.first();
  if (!now || !ready)
    return { memory: undefined, check: 'not measured: /proc/<pid>/status cannot be read on this system' };
  // A poll that failed may not have signed its student in.
  const signedIn = tokens.length - sweep.errors;
  const rises = memory
    .rises()
    .slice(0, 3)
    .map((rise) => `${rise.row} +${rise.mb} MB`)
    .join(', ');
  const result: ServerMemory = {
    ready_mb: ready.rss_mb,
    peak_mb: now.peak_mb,
    signed_in_mb: now.rss_mb,
    signed_in_students: signedIn,
  };
  return {
    memory: result,
    check:
      `resident ${result.ready_mb} MB when ready; ${result.signed_in_mb} MB right after ${signedIn.toLocaleString('en-US')} ` +
      `distinct students had each made a signed-in request (a notifications poll each, after every other row` +
      `${sweep.errors > 0 ? `; ${sweep.errors} polls failed` : ''}); peak ${result.peak_mb} MB over the whole run ` +
      `(VmHWM)${rises ? `, raised most by ${rises}` : ''}`,
  };
}

/** first…last, both included. */
function range(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

const SEARCHES = ['Mathematics', 'biology', 'Kiswahili', 'secondary', 'agri', 'Computer%20Science', 'music'];
/** Followed by a number: a username, a first or a last name being typed. */
const USER_SEARCHES = ['user', 'First', 'Last'];

type Spec = { path: string; headers?: Record<string, string> };

/** A row left out of the run: no requests, so the table shows no latency for it. */
function skipped(): ScenarioResult {
  return { rps: 0, p50_ms: 0, p99_ms: 0, errors: 0, requests: 0, seconds: 0 };
}

/** Every browser asks for compressed answers. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * A GET scenario whose request is made afresh each time (viewer, page), with a browser's headers. One request is
 * sent first and its answer shown if it is not a 2xx, so a scenario that measures refusals says why before it
 * runs.
 */
async function measureGets(name: string, serverUrl: string, makePage: () => Spec): Promise<ScenarioResult> {
  const make = () => {
    const spec = makePage();
    return { ...spec, headers: { ...BROWSER_HEADERS, ...spec.headers } };
  };
  const sample = make();
  const response = await fetch(
    `${serverUrl}${sample.path}`,
    sample.headers ? { headers: sample.headers } : {},
  );
  if (!response.ok) {
    const body = (await response.text()).slice(0, 300);
    process.stdout.write(`   ${name}: GET ${sample.path} answered ${response.status}: ${body}\n`);
  } else await response.arrayBuffer();
  const options = { url: serverUrl, requests: [varying(make)] };
  await autocannon({ connections: CONNECTIONS, ...options, amount: PAGE_WARMUP_REQUESTS });
  return load(name, options);
}

const SETTLE_TIMEOUT_MS = 120_000;
const QUICK_PING_MS = 25;

/**
 * autocannon stops sending when its run ends, but the server still answers what it had queued (a slow page's
 * queue can take several seconds). Each scenario starts once the ready route, a database ping, answers quickly
 * three times in a row, so it is not measured behind the previous scenario's requests.
 */
async function settle(serverUrl: string, next: string) {
  const started = performance.now();
  let quick = 0;
  while (quick < 3) {
    if (performance.now() - started > SETTLE_TIMEOUT_MS) {
      process.stdout.write(`   ${next}: the server was still busy after ${SETTLE_TIMEOUT_MS / 1000} s\n`);
      return;
    }
    const sent = performance.now();
    await fetch(`${serverUrl}/api/ready/`).then((response) => response.arrayBuffer());
    quick = performance.now() - sent < QUICK_PING_MS ? quick + 1 : 0;
  }
  const waited = (performance.now() - started) / 1000;
  if (waited > 1)
    process.stdout.write(`   ${next}: waited ${waited.toFixed(1)} s for the server to be idle\n`);
}

/** A warm-up run that is thrown away, then the measured run. */
async function load(name: string, options: autocannon.Options): Promise<ScenarioResult> {
  await autocannon({ connections: CONNECTIONS, ...options, duration: WARMUP_SECONDS });
  return summarise(
    name,
    await autocannon({ connections: CONNECTIONS, ...options, duration: DURATION_SECONDS }),
  );
}

/** 2,000 distinct students start the same assessment, as fast as the server lets 50 connections do it. */
async function stampede(serverUrl: string, assessmentId: number, tokens: string[]): Promise<ScenarioResult> {
  let next = 0;
  const result = await autocannon({
    url: serverUrl,
    connections: CONNECTIONS,
    amount: tokens.length,
    requests: [
      varying(() => ({
        method: 'POST',
        path: `/api/student/assessments/${assessmentId}/start/`,
        headers: bearer(at(tokens, next++ % tokens.length)),
      })),
    ],
  });
  return summarise('exam_start_stampede', result);
}

/**
 * Saves for random students, never two at once for the same student (as one browser tab does); afterwards each
 * student's stored answers must be the last save the server acknowledged.
 */
async function autosaveScenario(serverUrl: string, assessmentId: number, tokens: string[]) {
  const acknowledged = new Map<number, number>();
  const inFlight = new Set<number>();
  let sequence = 0;
  const idleStudent = () => {
    for (;;) {
      const student = randomInt(0, tokens.length - 1);
      if (!inFlight.has(student)) return student;
    }
  };
  const request: Request = {
    method: 'POST',
    path: `/api/student/assessments/${assessmentId}/save/`,
    setupRequest: (req, state: object) => {
      const student = idleStudent();
      const seq = ++sequence;
      inFlight.add(student);
      (state as Context).pending = { student, seq };
      return {
        ...req,
        headers: { ...bearer(at(tokens, student)), 'content-type': 'application/json' },
        body: JSON.stringify({ answers: encodeAnswers(seq) }),
      };
    },
    onResponse: (status, _body, state: object) => {
      const { pending } = state as Context;
      if (!pending) return;
      inFlight.delete(pending.student);
      if (status === 200) acknowledged.set(pending.student, pending.seq);
    },
  };
  const options = { url: serverUrl, connections: CONNECTIONS, requests: [request] };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  acknowledged.clear();
  const result = summarise(
    'assessment_autosave',
    await autocannon({ ...options, duration: DURATION_SECONDS }),
  );
  // A request still unanswered when the run stopped has no known outcome: its student is left out.
  for (const student of inFlight) acknowledged.delete(student);
  let missing = 0;
  for (const [student, seq] of acknowledged) {
    const response = await fetch(`${serverUrl}/api/student/assessments/${assessmentId}/`, {
      headers: bearer(at(tokens, student)),
    });
    const body = (await response.json()) as { submission: { answers: Record<string, number> } | null };
    if (!body.submission || decodeAnswers(body.submission.answers) !== seq) missing += 1;
  }
  const check = `${acknowledged.size} students' last acknowledged saves checked, ${missing} missing`;
  return { result: { ...result, errors: result.errors + missing }, check };
}

/** Writes the sequence number in base 4 across the multiple-choice answers (each 0–3). */
function encodeAnswers(seq: number): Record<string, number> {
  const answers: Record<string, number> = {};
  for (let i = 0, rest = seq; i < ANSWER_DIGITS; i += 1, rest = Math.floor(rest / 4))
    answers[String(i)] = rest % 4;
  return answers;
}

function decodeAnswers(answers: Record<string, number>): number {
  let seq = 0;
  for (let i = ANSWER_DIGITS - 1; i >= 0; i -= 1) seq = seq * 4 + Number(answers[String(i)] ?? 0);
  return seq;
}

function varying(make: () => Partial<Request>): Request {
  return { setupRequest: (req) => ({ ...req, ...make() }) };
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

function summarise(name: string, result: Result): ScenarioResult {
  const failures = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  if (failures.length > 0)
    process.stdout.write(`   ${name} non-2xx answers: ${JSON.stringify(Object.fromEntries(failures))}\n`);
  if (result.requests.total === 0)
    process.stdout.write(`   ${name}: no answer came back within the ${result.duration} s run\n`);
  return {
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    seconds: Math.round(result.duration * 100) / 100,
  };
}

function fail(message: string): never {
  throw new Error(message);
}

function randomInt(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

function pick<T>(items: readonly T[]): T {
  return at(items, Math.floor(Math.random() * items.length));
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index} of ${items.length}`);
  return item;
}
