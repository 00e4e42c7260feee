import { AppError } from '../../lib/errors';
import { createExpiringCache } from './expiring-cache';
import type { PdfRefusal } from './pdf-reading';
import { createPdfWorkerPool, type PdfWorkerLimits, type PdfWorkerOutcome } from './pdf-worker-pool';

export type PdfText = { pages: string[]; metadataTitle: string | undefined };

const MB = 1024 * 1024;

export const PDF_READING_LIMITS: PdfWorkerLimits = {
  unpackedBytes: 256 * MB,
  textChars: 3_000_000,
  pages: 1000,
  heapMb: 256,
  memoryMb: 512,
  timeoutMs: 20_000,
};

// Long enough for analyse, preview and create of one upload (a model may take a minute or two in between).
const KEPT_READINGS = { maxEntries: 10, ttlMs: 15 * 60_000 };

function refusalError(refusal: PdfRefusal | 'timeout' | 'memory', limits: PdfWorkerLimits): AppError {
  switch (refusal) {
    case 'password':
      return new AppError(
        'bad_request',
        'This PDF is password-protected. Please remove the password and upload it again.',
      );
    case 'unreadable':
      return new AppError(
        'bad_request',
        'This PDF could not be read; it may be damaged. Please export it again and retry.',
      );
    case 'too_many_pages':
      return new AppError(
        'bad_request',
        `This PDF has more than ${limits.pages} pages. Please split it into smaller parts.`,
      );
    case 'too_much_text':
      return new AppError(
        'payload_too_large',
        `This PDF has more than ${limits.textChars.toLocaleString('en-US')} characters of text. Please split it into smaller parts.`,
      );
    case 'too_large_unpacked':
      return new AppError(
        'payload_too_large',
        `This PDF unpacks to more than ${limits.unpackedBytes / MB} MB. Please upload a smaller file, or one with fewer or smaller images.`,
      );
    case 'timeout':
      return new AppError(
        'payload_too_large',
        `This PDF took more than ${limits.timeoutMs / 1000} seconds to read. Please split it into smaller parts.`,
      );
    case 'memory':
      return new AppError(
        'payload_too_large',
        'Reading this PDF needed more memory than the server allows. Please upload a smaller or simpler file.',
      );
  }
}

/** What the file itself decides; a time-out or a lack of memory may go otherwise when the server is less busy. */
function isLasting(outcome: PdfWorkerOutcome): boolean {
  return outcome.ok || (outcome.refusal !== 'timeout' && outcome.refusal !== 'memory');
}

type ReaderOptions = {
  limits?: PdfWorkerLimits;
  concurrency?: number;
  queueLength?: number;
};

/**
 * Reads the text of uploaded PDFs off the server's thread (see pdf-worker-pool.ts), once per upload: what was
 * read is kept a while under the upload's key, so the analyse, preview and create steps, which each send the
 * same file again, share one reading (even when they overlap).
 */
export function createPdfTextReader({
  limits = PDF_READING_LIMITS,
  concurrency = 2,
  queueLength = 4,
}: ReaderOptions = {}) {
  const pool = createPdfWorkerPool({ limits, concurrency, queueLength });
  const readings = createExpiringCache<Promise<PdfWorkerOutcome>>(KEPT_READINGS);

  function readingOf(key: string, bytes: Uint8Array): Promise<PdfWorkerOutcome> {
    const known = readings.get(key);
    if (known) return known;
    const reading = pool.read(bytes);
    readings.set(key, reading);
    reading.then(
      (outcome) => {
        if (!isLasting(outcome)) readings.delete(key);
      },
      () => readings.delete(key),
    );
    return reading;
  }

  return {
    /** The text of each page of the file and its metadata title; refusals as AppError (400, 413 or 503). */
    async read({ key, bytes }: { key: string; bytes: Uint8Array }): Promise<PdfText> {
      const outcome = await readingOf(key, bytes);
      if (!outcome.ok) throw refusalError(outcome.refusal, limits);
      return { pages: outcome.pages, metadataTitle: outcome.metadataTitle };
    },
    close: () => pool.close(),
  };
}

export type PdfTextReader = ReturnType<typeof createPdfTextReader>;
