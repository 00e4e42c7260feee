// `npm test`: unit, web and API suites, then the browser journeys when a Chromium is available.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfStale, root } from './build-if-stale.mjs';

const run = (args) =>
  spawnSync('npx', ['vitest', 'run', ...args], { cwd: root, stdio: 'inherit' }).status ?? 1;

const failures = [];
if (run(['--project', 'unit', '--project', 'web', '--project', 'api']) !== 0) failures.push('unit/web/api');

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) {
  buildIfStale();
  if (run(['--project', 'e2e']) !== 0) failures.push('browser journeys');
} else if (process.env.REQUIRE_E2E === '1') {
  console.error(
    `Browser journeys need Chromium at ${chromium} (set CHROMIUM_PATH), and REQUIRE_E2E=1 is set.`,
  );
  failures.push('browser journeys (no Chromium)');
} else {
  console.log(`Browser journeys skipped: no Chromium at ${chromium}. Install it or set CHROMIUM_PATH.`);
}

if (failures.length > 0) {
  console.error(`Failed suites: ${failures.join(', ')}`);
  process.exit(1);
}
