import { Worker, type WorkerOptions } from 'node:worker_threads';
import { AppError } from '../../lib/errors';
import type { PdfReading, PdfReadingLimits } from './pdf-reading';

export type PdfWorkerLimits = PdfReadingLimits & {
  /** The worker's JavaScript heap (resourceLimits). */
  heapMb: number;
  /**
   * How far the process's resident memory may grow while PDFs are read. pdf.js keeps unpacked streams in typed
   * arrays, which live outside the heap that resourceLimits bounds; this is what bounds them.
   */
  memoryMb: number;
  timeoutMs: number;
};

export type PdfWorkerOutcome = PdfReading | { ok: false; refusal: 'timeout' | 'memory' };

type PoolOptions = {
  limits: PdfWorkerLimits;
  /** Readings at once; each has a thread of its own. */
  concurrency: number;
  /** Readings that may wait for a free thread; past that the server says it is busy. */
  queueLength: number;
};

type Job = {
  startRss: number;
  /** Settles the reading, once, and stops its thread. */
  end(result: PdfWorkerOutcome | Error): void;
};

const MB = 1024 * 1024;
const MEMORY_CHECK_MS = 50;
const RETRY_AFTER_SECONDS = 30;
const TIMED_OUT: PdfWorkerOutcome = { ok: false, refusal: 'timeout' };
const OUT_OF_MEMORY: PdfWorkerOutcome = { ok: false, refusal: 'memory' };

function busy(): AppError {
  return new AppError(
    'service_unavailable',
    'The server is busy reading other PDF files. Please try again in a minute.',
    undefined,
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );
}

function shuttingDown(): AppError {
  return new AppError('service_unavailable', 'The server is restarting. Please try again in a minute.');
}

/**
 * Built, the worker is a file of its own beside the bundle (build.mjs). From source (tests, `npm run dev`) it is
 * TypeScript, which a plain worker cannot load: tsx compiles it inside the worker.
 */
function spawnWorker(options: WorkerOptions): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./pdf-text.worker.js', here), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./pdf-text.worker.ts', here).href;
  const load = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`;
  return new Worker(load, { ...options, eval: true });
}

/**
 * Reads PDFs in worker threads, one thread per reading, so that a slow or hostile file never holds up the
 * server's own thread. Each reading is bounded in heap, time and (with the others) resident memory; at most
 * `concurrency` run at once and `queueLength` wait.
 */
export function createPdfWorkerPool({ limits, concurrency, queueLength }: PoolOptions) {
  const running = new Set<Job>();
  const stopping = new Set<Promise<number>>();
  const waiting: Array<(go: boolean) => void> = [];
  let active = 0;
  let closed = false;
  let memoryWatch: NodeJS.Timeout | undefined;

  /** Once the process has grown past the allowance, every reading in progress is stopped: none can be told apart. */
  function checkMemory() {
    if (running.size === 0) {
      clearInterval(memoryWatch);
      memoryWatch = undefined;
      return;
    }
    const baseline = Math.min(...[...running].map((job) => job.startRss));
    if (process.memoryUsage.rss() - baseline <= limits.memoryMb * MB) return;
    for (const job of running) job.end(OUT_OF_MEMORY);
  }

  function runWorker(bytes: Uint8Array): Promise<PdfWorkerOutcome> {
    return new Promise((resolve, reject) => {
      // The worker takes this copy over; the caller keeps its own bytes.
      const copy = new Uint8Array(bytes);
      const { unpackedBytes, textChars, pages } = limits;
      const worker = spawnWorker({
        workerData: { bytes: copy, limits: { unpackedBytes, textChars, pages } },
        transferList: [copy.buffer],
        resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
      });
      let settled = false;
      const job: Job = {
        startRss: process.memoryUsage.rss(),
        end(result) {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          running.delete(job);
          const termination = worker.terminate();
          stopping.add(termination);
          void termination.finally(() => stopping.delete(termination));
          if (result instanceof Error) reject(result);
          else resolve(result);
        },
      };
      const timer = setTimeout(() => job.end(TIMED_OUT), limits.timeoutMs);
      running.add(job);
      memoryWatch ??= setInterval(checkMemory, MEMORY_CHECK_MS).unref();

      worker.once('message', (outcome: PdfReading) => job.end(outcome));
      worker.once('error', (error: Error & { code?: string }) =>
        job.end(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? OUT_OF_MEMORY : error),
      );
      worker.once('exit', () => job.end(new Error('The PDF worker stopped without an answer.')));
    });
  }

  async function takeTurn() {
    if (active < concurrency) {
      active++;
      return;
    }
    if (waiting.length >= queueLength) throw busy();
    // A finished reading hands its turn straight over, so `active` stays as it is.
    const go = await new Promise<boolean>((resolve) => waiting.push(resolve));
    if (!go) throw shuttingDown();
  }

  function endTurn() {
    const next = waiting.shift();
    if (next) next(true);
    else active--;
  }

  return {
    async read(bytes: Uint8Array): Promise<PdfWorkerOutcome> {
      if (closed) throw shuttingDown();
      await takeTurn();
      try {
        // The pool may have closed while this reading waited for its turn.
        if (closed) throw shuttingDown();
        return await runWorker(bytes);
      } finally {
        endTurn();
      }
    },

    /** Stops every reading, running or waiting, and waits until their threads are gone. */
    async close() {
      closed = true;
      for (const next of waiting.splice(0)) next(false);
      for (const job of running) job.end(shuttingDown());
      await Promise.all(stopping);
    },
  };
}
