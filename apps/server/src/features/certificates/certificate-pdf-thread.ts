import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { CertificatePrint } from './certificate-pdf';

const AT_ONCE = 2;
const TIMEOUT_MS = 30_000;
let running = 0;
const waiting: Array<() => void> = [];

/**
 * Built, the worker is a file of its own beside the bundle (build.mjs). From source (tests, `npm run dev`) it is
 * TypeScript, which a plain worker cannot load: tsx compiles it inside the worker.
 */
function spawnWorker(options: WorkerOptions): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./certificate-pdf.worker.js', here), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./certificate-pdf.worker.ts', here).href;
  const load = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`;
  return new Worker(load, { ...options, eval: true });
}

function render(print: CertificatePrint): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = spawnWorker({ workerData: print, resourceLimits: { maxOldGenerationSizeMb: 128 } });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('certificate PDF took too long'));
    }, TIMEOUT_MS);
    worker.once('message', (bytes: Uint8Array) => {
      clearTimeout(timer);
      resolve(Buffer.from(bytes));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`certificate PDF worker stopped with code ${code}`));
    });
  });
}

/** Draws a certificate in a worker thread, at most AT_ONCE at a time, so the server's own thread never waits on it. */
export async function renderInThread(print: CertificatePrint): Promise<Buffer> {
  if (running >= AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    return await render(print);
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}
