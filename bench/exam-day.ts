import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { Answers } from '@somo/contract/assessments';
import { queryRows, type Db } from '../apps/server/src/db/client';
import type { KindResult, ScenarioResult } from './report';

/**
 * The exam day as the issue words it: the cohort arrives uniformly over ARRIVAL_SECONDS, whatever the server's
 * pace (an open model: arrivals do not wait for answers). Each student then works in one tab, one request after
 * the answer to the previous one: start, SAVES saves, submit.
 */
const ARRIVAL_SECONDS = 20;
const SAVES = 5;
/**
 * The pause between an answer and the student's next request: the client saves 2 s after the last change (spec 01
 * §9), and a student answering a question or two between saves takes 5–10 s (uniformly drawn, so the cohort does
 * not save in lockstep). The same pause comes before the submit.
 */
const PAUSE_MS: [number, number] = [5_000, 10_000];
/** Keep-alive connections shared by the whole cohort, as a reverse proxy in front of the server would hold. */
export const EXAM_DAY_CONNECTIONS = 100;
/** A request unanswered for this long counts as failed. */
const TIMEOUT_MS = 60_000;

type Kind = 'start' | 'save' | 'submit';
const KINDS: Kind[] = ['start', 'save', 'submit'];

export type ExamStudent = { id: number; token: string };

/** What one student was told by the server: compared with the database afterwards. */
type StudentOutcome = {
  id: number;
  /** The highest save sequence the server acknowledged; 0 when none was. */
  acknowledgedSave: number;
  /** The answers of the acknowledged submit; undefined when the submit was not acknowledged. */
  submitted: Answers | undefined;
};

export type ExamDayRun = {
  result: ScenarioResult;
  /** Read by verifyExamDay once the run is over. */
  outcomes: StudentOutcome[];
  assessmentId: number;
  check: string;
};

/**
 * The answers on the student's screen at their `seq`-th save (1…SAVES, and SAVES again for the submit): the
 * questions are answered in order, a share more at each save, and every answer so far differs from the previous
 * save's, so a stale save left in place would be noticed.
 */
export function answersAt(studentId: number, seq: number, questions: number): Answers {
  const answered = Math.ceil((questions * seq) / SAVES);
  const answers: Answers = {};
  for (let q = 0; q < answered; q += 1) answers[String(q)] = (studentId * 31 + q * 7 + seq) % 4;
  return answers;
}

type Reply = { status: number; body: string } | { error: string };

function createClient(serverUrl: string) {
  const url = new URL(serverUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: EXAM_DAY_CONNECTIONS });
  const post = (path: string, token: string, body?: object): Promise<Reply> =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          timeout: TIMEOUT_MS,
          headers: {
            authorization: `Bearer ${token}`,
            // A start has no body, and the server refuses an empty JSON body.
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', (error) => resolve({ error: error.message }));
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
      request.on('error', (error) => resolve({ error: error.message }));
      request.end(payload);
    });
  return { post, close: () => agent.destroy() };
}

/** Latencies and failures per kind of request, and the moments the row's figures are taken from. */
function createRecorder() {
  const latencies: Record<Kind, number[]> = { start: [], save: [], submit: [] };
  const errors: Record<Kind, number> = { start: 0, save: 0, submit: 0 };
  const refusals = new Map<string, number>();
  const moments = { firstStart: Infinity, lastStart: -Infinity, lastSubmitAnswer: -Infinity, maxLateMs: 0 };
  return {
    latencies,
    errors,
    refusals,
    moments,
    /** Sends one request and keeps its latency (from the moment the student sent it) and outcome. */
    async timed(kind: Kind, send: () => Promise<Reply>): Promise<string | undefined> {
      const sent = performance.now();
      if (kind === 'start') {
        moments.firstStart = Math.min(moments.firstStart, sent);
        moments.lastStart = Math.max(moments.lastStart, sent);
      }
      const reply = await send();
      const answered = performance.now();
      if (kind === 'submit') moments.lastSubmitAnswer = Math.max(moments.lastSubmitAnswer, answered);
      if ('error' in reply) {
        errors[kind] += 1;
        const key = `${kind} ${reply.error}`;
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
        return undefined;
      }
      latencies[kind].push(answered - sent);
      if (reply.status >= 200 && reply.status < 300) return reply.body;
      errors[kind] += 1;
      const key = `${kind} ${reply.status} ${codeOf(reply.body)}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
      return undefined;
    },
  };
}
type Recorder = ReturnType<typeof createRecorder>;

function codeOf(body: string): string {
  try {
    return String((JSON.parse(body) as { code?: unknown }).code ?? '');
  } catch {
    return '';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const pause = () => sleep(PAUSE_MS[0] + Math.random() * (PAUSE_MS[1] - PAUSE_MS[0]));

/** One student's exam in one tab: each request waits for the answer to the one before. */
async function takeExam(
  post: ReturnType<typeof createClient>['post'],
  recorder: Recorder,
  exam: { assessmentId: number; questions: number },
  student: ExamStudent,
  arrival: number,
): Promise<StudentOutcome> {
  const outcome: StudentOutcome = { id: student.id, acknowledgedSave: 0, submitted: undefined };
  await sleep(arrival - performance.now());
  recorder.moments.maxLateMs = Math.max(recorder.moments.maxLateMs, performance.now() - arrival);
  const base = `/api/student/assessments/${exam.assessmentId}`;
  const started = await recorder.timed('start', () => post(`${base}/start/`, student.token));
  // Without a started attempt there is nothing to save or submit: the start is counted as failed.
  if (started === undefined) return outcome;
  const attemptId = (JSON.parse(started) as { submission: { id: number } }).submission.id;
  for (let seq = 1; seq <= SAVES; seq += 1) {
    await pause();
    // The key the web client sends (`<attempt id>:<sequence>`), so the server's check of the stored sequence runs.
    const body = {
      answers: answersAt(student.id, seq, exam.questions),
      idempotency_key: `${attemptId}:${seq}`,
    };
    const saved = await recorder.timed('save', () => post(`${base}/save/`, student.token, body));
    if (saved !== undefined) outcome.acknowledgedSave = seq;
  }
  await pause();
  // The student submits the answers on screen, which are the last save's.
  const answers = answersAt(student.id, SAVES, exam.questions);
  const submitted = await recorder.timed('submit', () => post(`${base}/submit/`, student.token, { answers }));
  if (submitted !== undefined) outcome.submitted = answers;
  return outcome;
}

export async function examDay(
  serverUrl: string,
  exam: { assessmentId: number; questions: number },
  students: ExamStudent[],
): Promise<ExamDayRun> {
  const client = createClient(serverUrl);
  const recorder = createRecorder();
  // Arrivals are fixed before the first one: student i at i × ARRIVAL_SECONDS / N, late answers or not.
  const opens = performance.now() + 200;
  const spacing = (ARRIVAL_SECONDS * 1000) / students.length;
  const outcomes = await Promise.all(
    students.map((student, i) => takeExam(client.post, recorder, exam, student, opens + i * spacing)),
  );
  client.close();
  if (recorder.refusals.size > 0)
    process.stdout.write(
      `   exam_day failed requests: ${JSON.stringify(Object.fromEntries(recorder.refusals))}\n`,
    );
  const { moments } = recorder;
  const kinds = Object.fromEntries(
    KINDS.map((kind) => [kind, kindResult(recorder.latencies[kind], recorder.errors[kind])]),
  );
  const all = KINDS.flatMap((kind) => recorder.latencies[kind]);
  const seconds = (moments.lastSubmitAnswer - moments.firstStart) / 1000;
  const result: ScenarioResult = {
    rps: Number.isFinite(seconds) && seconds > 0 ? Math.round(all.length / seconds) : 0,
    p50_ms: percentile(all, 0.5),
    p99_ms: percentile(all, 0.99),
    errors: KINDS.reduce((sum, kind) => sum + recorder.errors[kind], 0),
    requests: all.length,
    seconds: Number.isFinite(seconds) ? round(seconds, 2) : 0,
    kinds,
    // To a tenth of a second, the row's precision: a timer a few milliseconds late is not a missed arrival.
    send_seconds: students.length > 0 ? round((moments.lastStart - moments.firstStart) / 1000, 1) : 0,
  };
  const pauses = `${PAUSE_MS[0] / 1000}–${PAUSE_MS[1] / 1000} s`;
  const check =
    `${fmt(students.length)} distinct students arriving uniformly over ${ARRIVAL_SECONDS} s (starts sent over ` +
    `${result.send_seconds} s, the latest ${Math.round(moments.maxLateMs)} ms behind its schedule); each: start, ` +
    `${SAVES} saves with an idempotency key, submit, each request ${pauses} after the previous answer; ` +
    `${EXAM_DAY_CONNECTIONS} keep-alive connections, a latency counted from the moment the student sends ` +
    `(waiting for a free connection included); p50/p99 ms ${KINDS.map((kind) => `${kind} ${describeKind(kinds[kind])}`).join(', ')}; ` +
    `${result.seconds} s from the first start to the last submit's answer`;
  return { result, outcomes, assessmentId: exam.assessmentId, check };
}

function describeKind(kind: KindResult | undefined): string {
  return kind ? `${kind.p50_ms}/${kind.p99_ms}` : '–';
}

function kindResult(latencies: number[], errors: number): KindResult {
  return {
    requests: latencies.length,
    errors,
    p50_ms: percentile(latencies, 0.5),
    p99_ms: percentile(latencies, 0.99),
  };
}

/** The nearest-rank percentile, in whole milliseconds as autocannon gives its own. */
function percentile(values: number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round(sorted[index] ?? 0);
}

type StoredAttempts = {
  student_id: number;
  attempts: number;
  submitted: number;
  last_save_seq: number;
  answers: Answers | null;
};

/**
 * Compares what the server acknowledged with what the database holds for the exam: each student whose submit was
 * acknowledged has exactly one attempt, submitted, holding the answers sent with the submit (the last save's);
 * and each attempt's stored save sequence reaches the last save acknowledged, so that save was written itself,
 * not only the submit after it. Returns the students for whom something acknowledged is missing or wrong.
 */
export async function verifyExamDay(db: Db, run: ExamDayRun): Promise<{ lost: number; check: string }> {
  const rows = await queryRows<StoredAttempts>(
    db,
    sql`select student_id, count(*)::int as attempts, count(*) filter (where status = 'submitted')::int as submitted,
               max(last_save_seq)::int as last_save_seq, (array_agg(answers))[1] as answers
        from submissions where assessment_id = ${run.assessmentId} group by student_id`,
  );
  const stored = new Map(rows.map((row) => [row.student_id, row]));
  const judged = run.outcomes.map((outcome) => ({ outcome, ...judge(outcome, stored.get(outcome.id)) }));
  const count = (keep: (j: (typeof judged)[number]) => boolean) => judged.filter(keep).length;
  const lostSaves = count((j) => j.saveLost);
  const wrongAttempts = count((j) => j.submitFound === 'attempts');
  const wrongAnswers = count((j) => j.submitFound === 'answers');
  const check =
    `${fmt(count((j) => j.single))} of ${fmt(run.outcomes.length)} students hold exactly one attempt, submitted; ` +
    `of ${fmt(count((j) => j.outcome.acknowledgedSave > 0))} students' last acknowledged saves, ${lostSaves} not ` +
    `in the database (stored sequence behind); of ${fmt(count((j) => j.outcome.submitted !== undefined))} ` +
    `acknowledged submits, ${wrongAttempts} without exactly one submitted attempt and ${wrongAnswers} whose ` +
    `stored answers differ from the submit's (= the last save's)`;
  return { lost: count((j) => j.saveLost || j.submitFound !== 'kept'), check };
}

/** One student: their single submitted attempt, their last acknowledged save, their acknowledged submit. */
function judge(outcome: StudentOutcome, row: StoredAttempts | undefined) {
  const single = row !== undefined && row.attempts === 1 && row.submitted === 1;
  const saveLost = outcome.acknowledgedSave > (row?.last_save_seq ?? 0);
  const submitFound =
    outcome.submitted === undefined || (single && sameAnswers(row.answers ?? {}, outcome.submitted))
      ? 'kept'
      : single
        ? 'answers'
        : 'attempts';
  return { single, saveLost, submitFound };
}

function sameAnswers(a: Answers, b: Answers): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function fmt(n: number): string {
  return n.toLocaleString('en-US');
}
