// `npm run create-admin`: asks for a username, e-mail and password and creates a superuser admin.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/create-admin.js')], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
