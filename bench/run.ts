import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client';
import { EXAM_COURSE_ID, generateDataset, sizeFor, type Dataset, type DatasetSize } from './dataset';
import { verifyExamDay, type ExamDayRun } from './exam-day';
import { createMemoryTracker } from './memory';
import { machineDescription, ONLY, printTable, saveRun, type BenchRun } from './report';
import { runScenarios } from './scenarios';
import { startProcess, type RunningProcess } from './processes';

const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';
/** `BENCH_DATABASE` names the PostgreSQL database the run creates afresh (dropping one of that name). */
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'somo_bench';

type Target = {
  db: BenchRun['db'];
  prepare(): Promise<{ database: Database; env: Record<string, string> }>;
  /** The database the server was given by `env`, opened again by the benchmark to check what the run wrote. */
  open(env: Record<string, string>): Promise<Database>;
};

async function main() {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const targets: Target[] = [pgliteTarget()];
  if (process.env.DATABASE_URL) targets.push(postgresTarget(process.env.DATABASE_URL));
  const only = process.env.BENCH_DB;
  for (const target of targets.filter((t) => !only || t.db === only)) {
    const { dataset, env } = await prepareDataset(target, sizeFor(target.db, scale), scale);
    const run = await measure(target, dataset, env);
    printTable(run);
    // Only whole full-size runs on a fresh dataset are kept, so results.json compares like with like.
    if (scale === 1 && !ONLY && !REUSE) await saveRun(run);
  }
  process.exit(0);
}

/**
 * `BENCH_REUSE=1` (PostgreSQL only, for working on read paths) keeps the generated database and its description
 * for the next run instead of generating them again; the rows that write (start, autosave, exam day) then meet the
 * previous run's attempts, so only the page rows are meaningful.
 */
const REUSE = process.env.BENCH_REUSE === '1';
const REUSED_DATASET = path.join(tmpdir(), `${BENCH_DATABASE}-dataset.json`);

async function prepareDataset(target: Target, size: DatasetSize, scale: number) {
  if (REUSE && target.db === 'postgres' && existsSync(REUSED_DATASET)) {
    const kept = JSON.parse(await readFile(REUSED_DATASET, 'utf8')) as {
      dataset: Dataset;
      env: Record<string, string>;
    };
    if (JSON.stringify(kept.dataset.size) === JSON.stringify(size)) {
      log(`\n== ${target.db}: reusing the dataset of the previous run`);
      return kept;
    }
  }
  log(`\n== ${target.db}: generating the dataset${scale === 1 ? '' : ` (scale ${scale})`}`);
  const { database, env } = await target.prepare();
  await database.migrate();
  const started = performance.now();
  const dataset = await generateDataset(database, size);
  log(
    `   dataset ready in ${((performance.now() - started) / 1000).toFixed(1)} s ${JSON.stringify(dataset.timings)}`,
  );
  await database.close();
  if (REUSE && target.db === 'postgres') await writeFile(REUSED_DATASET, JSON.stringify({ dataset, env }));
  return { dataset, env };
}

async function measure(target: Target, dataset: Dataset, env: Record<string, string>): Promise<BenchRun> {
  const processes: RunningProcess[] = [];
  let examDay: ExamDayRun | undefined;
  let measured: BenchRun;
  try {
    // `BENCH_PROFILE=folder` writes the server's CPU profile there when it stops (open it in Chrome's DevTools).
    const profile = process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
    const server = await startProcess('server', 'node', [...profile, 'apps/server/dist/main.js'], {
      ...env,
      JWT_SECRET,
      RATE_LIMITS: 'off',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    });
    processes.push(server);
    await server.waitFor('/api/ready/');
    const memory = createMemoryTracker(server.pid);
    await memory.mark('ready');
    // One node process (tsx as a loader, not a wrapper), so stopping it stops the server itself.
    const bare = await startProcess(
      'bare',
      process.execPath,
      ['--import', 'tsx', 'bench/bare-server.ts'],
      {},
    );
    processes.push(bare);
    await bare.waitFor('/bare');
    const outcome = await runScenarios({
      serverUrl: server.url,
      bareUrl: `${bare.url}/bare`,
      dataset,
      jwtSecret: JWT_SECRET,
      examCourseId: EXAM_COURSE_ID,
      memory,
    });
    examDay = outcome.examDay;
    measured = {
      db: target.db,
      machine: machineDescription(),
      date: new Date().toISOString(),
      // Rows counted in the database: users include the admin, forum posts the long threads' posts.
      dataset: dataset.counts,
      bare_rps: outcome.bareRps,
      scenarios: outcome.scenarios,
      checks: outcome.checks,
      ...(outcome.memory ? { memory: outcome.memory } : {}),
    };
    // PostgreSQL is read while the server still runs: an acknowledged save must be stored by then, not only
    // once the server has stopped.
    if (examDay && target.db === 'postgres') await checkExamDay(target, env, examDay, measured);
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
  }
  // The embedded database belongs to the server process: it can be read only once the server has closed it.
  if (examDay && target.db === 'pglite') await checkExamDay(target, env, examDay, measured);
  return measured;
}

/** Looks in the database for what the exam day's server acknowledged; the row's verdict counts what is missing. */
async function checkExamDay(target: Target, env: Record<string, string>, examDay: ExamDayRun, run: BenchRun) {
  const database = await target.open(env);
  try {
    const { lost, check } = await verifyExamDay(database.db, examDay);
    run.scenarios.exam_day = { ...run.scenarios.exam_day, lost };
    run.checks.exam_day_stored = `checked in the database ${
      target.db === 'postgres' ? 'while the server still ran' : 'after the server stopped'
    }: ${check}`;
  } finally {
    await database.close();
  }
}

function pgliteTarget(): Target {
  return {
    db: 'pglite',
    prepare: async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'somo-bench-'));
      process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
      // The same folder the server opens for DATA_DIR.
      const database = await openPglite(path.join(dataDir, 'pglite'));
      // An empty DATABASE_URL counts as unset, so the server opens this folder even when the run also covers PostgreSQL.
      return { database, env: { DATA_DIR: dataDir, DATABASE_URL: '' } };
    },
    open: (env) => openPglite(path.join(env.DATA_DIR ?? fail('no DATA_DIR'), 'pglite')),
  };
}

function postgresTarget(serverUrl: string): Target {
  return {
    db: 'postgres',
    prepare: async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
      await admin.query(`create database ${BENCH_DATABASE}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${BENCH_DATABASE}`;
      const dataDir = await mkdtemp(path.join(tmpdir(), 'somo-bench-'));
      process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
      return {
        database: openPostgres(url.toString()),
        env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      };
    },
    open: async (env) => openPostgres(env.DATABASE_URL ?? fail('no DATABASE_URL'), 2),
  };
}

function fail(message: string): never {
  throw new Error(message);
}

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
