// Rebuilds the web app and the server only when their sources are newer than the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const targets = [
  {
    workspace: '@somo/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'packages/contract/src',
    ],
  },
  {
    workspace: '@somo/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contract/src'],
  },
];

export function buildIfStale({ force = false } = {}) {
  for (const { workspace, output, sources } of targets) {
    const built = newestMtime(path.join(root, output));
    const changed = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
    if (!force && built > 0 && built >= changed) continue;
    console.log(`Building ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  buildIfStale({ force: process.argv.includes('--force') });
