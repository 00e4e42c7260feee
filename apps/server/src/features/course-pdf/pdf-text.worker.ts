// A worker thread's entry: reads the PDF it was given and answers once (see pdf-worker-pool.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { readPdf, type PdfReadingJob } from './pdf-reading';

parentPort?.postMessage(await readPdf(workerData as PdfReadingJob));
