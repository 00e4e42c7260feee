import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';

export type RunningProcess = {
  url: string;
  /** The child's process id: the server itself when it is started as `node …` (its memory is read by it). */
  pid: number;
  waitFor(path: string): Promise<void>;
  stop(): Promise<void>;
};

/** Starts a child process listening on a free port (passed as PORT) and keeps its last output for errors. */
export async function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<RunningProcess> {
  const port = await freePort();
  const child = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The whole output goes to a log file, so a process that fails mid-run can be looked into afterwards.
  const logFile = path.join(tmpdir(), `somo-bench-${name}.log`);
  const log = createWriteStream(logFile);
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-4000);
  };
  let stopping = false;
  child.once('exit', (code, signal) => {
    log.end();
    if (!stopping)
      process.stdout.write(`   ${name} exited unexpectedly (${signal ?? code}); see ${logFile}\n`);
  });
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  if (child.pid === undefined) throw new Error(`${name} could not be started: ${command}`);
  return {
    url,
    pid: child.pid,
    waitFor: async (path) => {
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
        const ok = await fetch(url + path).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`${name} did not answer ${path} in time:\n${output}`);
    },
    stop: async () => {
      stopping = true;
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
