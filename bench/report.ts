import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One kind of request of a row that sends several (exam_day: start, save, submit). */
export type KindResult = { requests: number; errors: number; p50_ms: number; p99_ms: number };

/** Fields after `seconds` came later: older runs in results.json have none of them. */
export type ScenarioResult = {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  requests?: number;
  seconds?: number;
  /** Latencies per kind of request, for rows that send several kinds. */
  kinds?: Record<string, KindResult>;
  /** Seconds from the first to the last arrival sent, for rows whose arrivals follow a schedule. */
  send_seconds?: number;
  /** Acknowledged writes not found in the database afterwards; absent when they could not be checked. */
  lost?: number;
};

/**
 * What a row must reach on PostgreSQL with one server process: a share of the bare route's req/s (or a plain
 * req/s, or a time for a fixed number of requests) and a p99 latency, with no failed request.
 */
export type Target = {
  min_ratio?: number;
  min_rps?: number;
  max_seconds?: number;
  /** Over every request of the row; a row whose kinds of request have limits of their own may have none. */
  max_p99_ms?: number;
  max_kind_p99_ms?: Record<string, number>;
  /** Every arrival sent within this many seconds of the first: the load generator kept its schedule. */
  max_send_seconds?: number;
  /** Every write the server acknowledged is found in the database afterwards. */
  no_lost_writes?: true;
};

/** The catalogue, a course's page for every viewer, and the notifications poll every signed-in page runs. */
const PAGE: Target = { min_ratio: 0.3, max_p99_ms: 15 };
/** A student's own pages: more rows of their own to read. */
const STUDENT_PAGE: Target = { min_ratio: 0.2, max_p99_ms: 25 };
/** Instructor and admin lists: fewer viewers, longer lists. */
const STAFF_LIST: Target = { min_ratio: 0.1, max_p99_ms: 50 };

/** Every row of the table. */
export const SCENARIOS = [
  'catalogue',
  'catalogue_search',
  'course_detail_guest',
  'course_detail_student',
  'course_detail_instructor',
  'notifications_poll',
  'student_dashboard',
  'student_assessments',
  'student_assessment_detail',
  'forum_threads',
  'forum_thread',
  'forum_thread_50_posts',
  'instructor_courses',
  'instructor_submissions',
  'admin_users',
  'admin_user_search',
  'assessment_autosave',
  'login',
  'exam_start_stampede',
  'exam_day',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** Not a load row: the server's resident memory, with its own line in the table. */
export const SERVER_MEMORY = 'server_memory';
/** The issue's bound: the server stays under this with 10,000 signed-in students (its caches are bounded). */
export const MEMORY_TARGET_MB = 512;
export const MEMORY_SIGNED_IN_STUDENTS = 10_000;

/** `BENCH_ONLY=row,row` measures only those rows, for working on one page; such a run is not kept. */
export const ONLY = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);

export function wanted(name: ScenarioName | typeof SERVER_MEMORY): boolean {
  return !ONLY || ONLY.includes(name);
}

/** Rows left out have no target (forum_thread, login). */
export const TARGETS: Partial<Record<ScenarioName, Target>> = {
  catalogue: PAGE,
  // The README's aim for the catalogue pages (0.3 ×, 15 ms) covered the search too.
  catalogue_search: PAGE,
  course_detail_guest: PAGE,
  course_detail_student: PAGE,
  course_detail_instructor: PAGE,
  notifications_poll: PAGE,
  student_dashboard: STUDENT_PAGE,
  student_assessments: STUDENT_PAGE,
  student_assessment_detail: STUDENT_PAGE,
  forum_threads: STUDENT_PAGE,
  forum_thread_50_posts: STUDENT_PAGE,
  instructor_courses: STAFF_LIST,
  instructor_submissions: STAFF_LIST,
  admin_users: STAFF_LIST,
  admin_user_search: STAFF_LIST,
  // The README's aims for these two: 3,000 saves/s with p99 30 ms; 2,000 starts within 10 s, p99 300 ms.
  assessment_autosave: { min_rps: 3_000, max_p99_ms: 30 },
  exam_start_stampede: { max_seconds: 10, max_p99_ms: 300 },
  // The issue's exam day: every start sent within 20 s, start p99 300 ms, save p99 100 ms, no save lost.
  exam_day: {
    max_kind_p99_ms: { start: 300, save: 100 },
    max_send_seconds: 20,
    no_lost_writes: true,
  },
};

/** The server's resident memory (MB, from /proc/<pid>/status), read by bench/memory.ts. */
export type ServerMemory = {
  /** When it first answered, before any row. */
  ready_mb: number;
  /** The highest over the whole run (VmHWM), read just before the server stopped. */
  peak_mb: number;
  /** Right after signed_in_students distinct students had each made a signed-in request. */
  signed_in_mb: number;
  signed_in_students: number;
};

export type BenchRun = {
  db: 'postgres' | 'pglite';
  machine: string;
  date: string;
  dataset: Record<string, number>;
  bare_rps: number;
  scenarios: Record<ScenarioName, ScenarioResult>;
  checks: Record<string, string>;
  /** Absent in older runs, in runs without the server_memory row, and where /proc cannot be read. */
  memory?: ServerMemory;
};

const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.json');

export function machineDescription(): string {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export type Verdict = 'meets' | 'MISSES' | 'ERRORS' | '';

/** 'MISSES' when a figure falls short or a request failed; a row without a target is only flagged for errors. */
export function verdict(result: ScenarioResult, target: Target | undefined, bareRps: number): Verdict {
  if (!target) return result.errors > 0 ? 'ERRORS' : '';
  const kindsMeet = Object.entries(target.max_kind_p99_ms ?? {}).every(([kind, limit]) => {
    const measured = result.kinds?.[kind];
    return measured !== undefined && measured.requests > 0 && measured.p99_ms <= limit;
  });
  const meets =
    result.errors === 0 &&
    result.requests !== 0 &&
    (target.max_p99_ms === undefined || result.p99_ms <= target.max_p99_ms) &&
    kindsMeet &&
    (target.min_ratio === undefined || result.rps / bareRps >= target.min_ratio) &&
    (target.min_rps === undefined || result.rps >= target.min_rps) &&
    (target.max_seconds === undefined || (result.seconds ?? Infinity) <= target.max_seconds) &&
    (target.max_send_seconds === undefined || (result.send_seconds ?? Infinity) <= target.max_send_seconds) &&
    // Writes that could not be checked do not count as kept.
    (!target.no_lost_writes || result.lost === 0);
  return meets ? 'meets' : 'MISSES';
}

/** The peak over the whole run must stay under the bound, and the run must have signed in enough students. */
export function memoryVerdict(memory: ServerMemory): Verdict {
  return memory.peak_mb < MEMORY_TARGET_MB && memory.signed_in_students >= MEMORY_SIGNED_IN_STUDENTS
    ? 'meets'
    : 'MISSES';
}

function describeTarget(target: Target | undefined): string {
  if (!target) return '';
  const parts = [
    target.min_ratio === undefined ? '' : `≥ ${target.min_ratio.toFixed(2)}×`,
    target.min_rps === undefined ? '' : `≥ ${fmt(target.min_rps)} req/s`,
    target.max_seconds === undefined ? '' : `≤ ${target.max_seconds} s`,
    target.max_send_seconds === undefined ? '' : `arrivals sent ≤ ${target.max_send_seconds} s`,
    target.max_p99_ms === undefined ? '' : `p99 ≤ ${target.max_p99_ms}`,
    target.no_lost_writes ? 'no lost write' : '',
  ];
  return parts.filter(Boolean).join(', ');
}

export function printTable(run: BenchRun) {
  const verdicts: { name: string; verdict: Verdict }[] = [];
  const rows = [
    ['scenario', 'req/s', '× bare', 'p50 ms', 'p99 ms', 'errors', 'target (PostgreSQL)', 'verdict'],
    ['bare fastify route', fmt(run.bare_rps), '1.00', '', '', '', '', ''],
    ...SCENARIOS.filter(wanted).flatMap((name) => {
      const s = run.scenarios[name];
      const target = TARGETS[name];
      const v = verdict(s, target, run.bare_rps);
      verdicts.push({ name, verdict: v });
      return [
        [
          name,
          fmt(s.rps),
          (s.rps / run.bare_rps).toFixed(2),
          // No answer at all: its latencies are not 0 ms but unknown.
          s.requests === 0 ? '–' : String(s.p50_ms),
          s.requests === 0 ? '–' : String(s.p99_ms),
          String(s.errors),
          describeTarget(target),
          v,
        ],
        ...kindRows(s, target),
      ];
    }),
  ];
  const memory = run.memory && wanted(SERVER_MEMORY) ? memoryRow(run.memory) : undefined;
  if (memory) verdicts.push({ name: SERVER_MEMORY, verdict: memory.verdict });
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  if (memory) widths[6] = Math.max(widths[6] ?? 0, memory.target.length);
  const leftAligned = new Set([0, 6, 7]);
  const line = (r: string[]) =>
    r
      .map((cell, i) => (leftAligned.has(i) ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const lines = rows.map(line);
  if (memory) {
    // Its one figure spans the five measured columns.
    const span = widths.slice(1, 6).reduce((sum, width) => sum + width + 2, -2);
    lines.push(
      [
        SERVER_MEMORY.padEnd(widths[0] ?? 0),
        memory.figure.padStart(span),
        memory.target.padEnd(widths[6] ?? 0),
        memory.verdict,
      ].join('  '),
    );
  }
  process.stdout.write(`\n${run.db} on ${run.machine}\n${lines.join('\n')}\n`);
  for (const [name, value] of Object.entries(run.checks)) process.stdout.write(`  ${name}: ${value}\n`);
  const judged = verdicts.filter((v) => v.verdict === 'meets' || v.verdict === 'MISSES');
  const missed = judged.filter((v) => v.verdict === 'MISSES').map((v) => v.name);
  const failing = SCENARIOS.filter(wanted).filter((name) => run.scenarios[name].errors > 0);
  process.stdout.write(
    `  targets: ${judged.length - missed.length} of ${judged.length} met${missed.length ? `; MISSES: ${missed.join(', ')}` : ''}` +
      `${run.db === 'postgres' ? '' : ' (the targets are set for PostgreSQL; on PGlite they are only indicative)'}\n`,
  );
  if (failing.length > 0)
    process.stdout.write(`  failed requests (non-2xx, errors or timeouts) in: ${failing.join(', ')}\n`);
  const silent = SCENARIOS.filter(wanted).filter((name) => run.scenarios[name].requests === 0);
  if (silent.length > 0) process.stdout.write(`  no answer within the run in: ${silent.join(', ')}\n`);
}

/** One line per kind of request under its row, with that kind's own limit; the row's verdict covers them. */
function kindRows(result: ScenarioResult, target: Target | undefined): string[][] {
  return Object.entries(result.kinds ?? {}).map(([kind, k]) => {
    const limit = target?.max_kind_p99_ms?.[kind];
    return [
      `  · ${kind}`,
      '',
      '',
      k.requests === 0 ? '–' : String(k.p50_ms),
      k.requests === 0 ? '–' : String(k.p99_ms),
      String(k.errors),
      limit === undefined ? '' : `p99 ≤ ${limit}`,
      '',
    ];
  });
}

function memoryRow(memory: ServerMemory) {
  return {
    figure: `peak ${fmt(memory.peak_mb)} MB resident`,
    target: `< ${MEMORY_TARGET_MB} MB, ${fmt(MEMORY_SIGNED_IN_STUDENTS)} signed in`,
    verdict: memoryVerdict(memory),
  };
}

/** Appends the run to bench/results.json so runs can be compared over time. */
export async function saveRun(run: BenchRun) {
  const previous = existsSync(RESULTS)
    ? (JSON.parse(await readFile(RESULTS, 'utf8')) as { runs: BenchRun[] })
    : { runs: [] };
  previous.runs.push(run);
  await writeFile(RESULTS, `${JSON.stringify(previous, null, 2)}\n`);
}

function fmt(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
