import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type ScenarioResult = {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  requests?: number;
  seconds?: number;
};

export const SCENARIOS = [
  'catalogue',
  'catalogue_search',
  'course_detail',
  'notifications_poll',
  'forum_thread',
  'assessment_autosave',
  'login',
  'exam_start_stampede',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export type BenchRun = {
  db: 'postgres' | 'pglite';
  machine: string;
  date: string;
  dataset: Record<string, number>;
  bare_rps: number;
  scenarios: Record<ScenarioName, ScenarioResult>;
  checks: Record<string, string>;
};

const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.json');

export function machineDescription(): string {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function printTable(run: BenchRun) {
  const rows = [
    ['scenario', 'req/s', '× bare', 'p50 ms', 'p99 ms', 'errors'],
    ['bare fastify route', fmt(run.bare_rps), '1.00', '', '', ''],
    ...SCENARIOS.map((name) => {
      const s = run.scenarios[name];
      return [
        name,
        fmt(s.rps),
        (s.rps / run.bare_rps).toFixed(2),
        String(s.p50_ms),
        String(s.p99_ms),
        String(s.errors),
      ];
    }),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  const line = (r: string[]) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  process.stdout.write(`\n${run.db} on ${run.machine}\n${rows.map(line).join('\n')}\n`);
  for (const [name, value] of Object.entries(run.checks)) process.stdout.write(`  ${name}: ${value}\n`);
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
