// `npm run dev`: the API in watch mode on PORT (3000) and Vite with hot reload, which proxies /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-if-stale.mjs';

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@somo/server'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@somo/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
