import autocannon, { type Request, type Result } from 'autocannon';
import { NOTIFICATION_PAGE_SIZE } from '@somo/contract/notifications';
import { createTokenSigner } from '../apps/server/src/lib/tokens';
import { BENCH_PASSWORD, type Dataset } from './dataset';
import type { ScenarioName, ScenarioResult } from './report';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const ANSWER_DIGITS = 12;

type Options = {
  serverUrl: string;
  bareUrl: string;
  dataset: Dataset;
  jwtSecret: string;
  examCourseId: number;
};
type Context = { pending?: { student: number; seq: number } };

export async function runScenarios({ serverUrl, bareUrl, dataset, jwtSecret }: Options) {
  const signer = createTokenSigner(jwtSecret);
  const tokenFor = (userId: number, role: 'student' | 'instructor' = 'student') =>
    signer.signAccess({ userId, role, tokenVersion: 0, sessionId: 'bench' });
  const randomStudents = await Promise.all(
    Array.from({ length: 2000 }, () => tokenFor(randomInt(dataset.studentIds[0], dataset.studentIds[1]))),
  );
  const examTokens = await Promise.all(dataset.examStudentIds.map((id) => tokenFor(id)));
  const threadReaders = await Promise.all(
    dataset.threads.map(async (t) => ({ ...t, token: await tokenFor(t.readerId) })),
  );
  const checks: Record<string, string> = {};
  const scenarios = {} as Record<ScenarioName, ScenarioResult>;

  const bareRps = (await load('bare', { url: bareUrl })).rps;

  scenarios.catalogue = await load('catalogue', { url: `${serverUrl}/api/courses/?limit=24` });
  scenarios.catalogue_search = await load('catalogue_search', {
    url: serverUrl,
    requests: [varying(() => ({ path: `/api/courses/?limit=24&search=${pick(SEARCHES)}` }))],
  });
  scenarios.course_detail = await load('course_detail', {
    url: serverUrl,
    requests: [varying(() => ({ path: `/api/courses/${pick(dataset.publishedCourseIds)}/` }))],
  });
  scenarios.notifications_poll = await load('notifications_poll', {
    url: serverUrl,
    requests: [
      varying(() => ({
        path: `/api/notifications/?limit=${NOTIFICATION_PAGE_SIZE}`,
        headers: bearer(pick(randomStudents)),
      })),
    ],
  });
  scenarios.forum_thread = await load('forum_thread', {
    url: serverUrl,
    requests: [
      varying(() => {
        const t = pick(threadReaders);
        return { path: `/api/courses/${t.courseId}/forum/threads/${t.threadId}/`, headers: bearer(t.token) };
      }),
    ],
  });

  scenarios.exam_start_stampede = await stampede(serverUrl, dataset.assessmentId, examTokens);
  checks.exam_start_stampede = `${scenarios.exam_start_stampede.requests} starts by distinct students in ${scenarios.exam_start_stampede.seconds} s`;

  const autosave = await autosaveScenario(serverUrl, dataset.assessmentId, examTokens);
  scenarios.assessment_autosave = autosave.result;
  checks.assessment_autosave = autosave.check;

  scenarios.login = await load('login', {
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

  return { bareRps, scenarios, checks };
}

const SEARCHES = ['Mathematics', 'biology', 'Kiswahili', 'secondary', 'agri', 'Computer%20Science', 'music'];

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
  return {
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    seconds: Math.round(result.duration * 100) / 100,
  };
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
