import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProcess } from './processes';
import { lessonRepeatVisit } from './repeat-visit';

const BUDGET_KB = 150;
const TARGETS = { performance: 95, accessibility: 100 };
/** A lesson page seen before, over slow 3G: its text on screen within this. */
const REPEAT_VISIT_TARGET_MS = 3000;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Front-end budget: first-load JavaScript of each public page and of sign-in and registration (from the
 * build, see apps/web/build/bundle-budget.ts) and their Lighthouse scores.
 */
async function main() {
  const budget = JSON.parse(await readFile('apps/web/dist/bundle-budget.json', 'utf8')) as Record<
    string,
    { kb_gzip: number; by_language: Record<string, number> }
  >;
  process.stdout.write('\nFirst-load JavaScript (gzip, in the heaviest language)\n');
  for (const [page, { kb_gzip, by_language }] of Object.entries(budget)) {
    const languages = Object.entries(by_language)
      .map(([language, kb]) => `${language} ${kb}`)
      .join(', ');
    process.stdout.write(
      `  ${page.padEnd(14)} ${String(kb_gzip).padStart(6)} KB  ${kb_gzip <= BUDGET_KB ? 'within' : 'OVER'} ${BUDGET_KB} KB  (${languages})\n`,
    );
  }

  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    process.stdout.write(`\nLighthouse skipped: no Chromium at ${chromePath} (set CHROMIUM_PATH).\n`);
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'somo-bench-web-'));
  const server = await startProcess('server', 'node', ['apps/server/dist/main.js'], {
    DATA_DIR: dataDir,
    DEMO: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    await server.waitFor('/api/ready/');
    const pages = {
      home: '/',
      catalogue: '/courses',
      course_detail: '/courses/1',
      login: '/login',
      register: '/register',
    };
    process.stdout.write('\nLighthouse (mobile, simulated throttling)\n');
    for (const [name, route] of Object.entries(pages)) {
      const result = await lighthouse(server.url + route, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
        output: 'json',
      });
      if (result?.lhr.runtimeError) {
        process.stdout.write(`  ${name.padEnd(14)} Lighthouse failed: ${result.lhr.runtimeError.message}\n`);
        continue;
      }
      const categories = result?.lhr.categories;
      const score = (key: 'performance' | 'accessibility') =>
        Math.round((categories?.[key]?.score ?? 0) * 100);
      const perf = score('performance');
      const a11y = score('accessibility');
      const ok = perf >= TARGETS.performance && a11y >= TARGETS.accessibility;
      process.stdout.write(
        `  ${name.padEnd(14)} performance ${String(perf).padStart(3)}  accessibility ${String(a11y).padStart(3)}  ${ok ? 'meets' : 'MISSES'} ${TARGETS.performance}/${TARGETS.accessibility}\n`,
      );
      if (!ok) reportFailures(result?.lhr.audits ?? {});
    }
    await reportRepeatVisit(server.url, chromePath);
  } finally {
    chrome.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function reportRepeatVisit(server: string, chromePath: string) {
  const { installErrors, firstVisitMs, repeatVisitsMs } = await lessonRepeatVisit(
    server,
    chromePath,
    CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  );
  process.stdout.write('\nInstallable app and lessons over slow 3G (2 s round trip, 400 kbit/s)\n');
  process.stdout.write(
    `  installable    ${installErrors.length === 0 ? 'yes' : `NO: ${installErrors.join(', ')}`}\n`,
  );
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const slowest = Math.max(...repeatVisitsMs);
  process.stdout.write(`  lesson, first visit on a fast link  ${seconds(firstVisitMs)}\n`);
  process.stdout.write(
    `  lesson, repeat visits over slow 3G  ${repeatVisitsMs.map(seconds).join(', ')}  ${slowest < REPEAT_VISIT_TARGET_MS ? 'within' : 'OVER'} ${seconds(REPEAT_VISIT_TARGET_MS)}\n`,
  );
}

/** Names the audits that cost points, so a miss says what to fix. */
function reportFailures(
  audits: Record<string, { score: number | null; title: string; displayValue?: string }>,
) {
  for (const audit of Object.values(audits)) {
    if (audit.score !== null && audit.score < 0.9) {
      process.stdout.write(`      - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}\n`);
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `web benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
