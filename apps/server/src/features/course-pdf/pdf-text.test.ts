import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { createPdfTextReader, PDF_READING_LIMITS, type PdfTextReader } from './pdf-text';
import type { PdfWorkerLimits } from './pdf-worker-pool';
import { buildTestPdf, soilHandbookPdf, zeroBombPdf } from './test-pdf';

const MB = 1024 * 1024;
const handbook = soilHandbookPdf();
const notes = buildTestPdf([['Short notes on crop rotation.']]);

let readers: PdfTextReader[] = [];

function reader(
  options: { limits?: Partial<PdfWorkerLimits>; concurrency?: number; queueLength?: number } = {},
) {
  const made = createPdfTextReader({ ...options, limits: { ...PDF_READING_LIMITS, ...options.limits } });
  readers.push(made);
  return made;
}

/** The AppError a reading is refused with. */
async function refusal(reading: Promise<unknown>): Promise<AppError> {
  const error = await reading.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

afterEach(async () => {
  await Promise.all(readers.map((made) => made.close()));
  readers = [];
});

describe('the PDF text reader', () => {
  it('reads each page and the metadata title in a worker thread', async () => {
    const text = await reader().read({ key: 'handbook', bytes: handbook });
    expect(text.metadataTitle).toBe('Healthy Soil for Small Farms');
    expect(text.pages).toHaveLength(4);
    expect(text.pages[1]).toContain('Compost is decomposed organic matter');
  });

  it('refuses a file whose streams unpack past the limit', async () => {
    const bomb = await zeroBombPdf(8 * MB);
    const error = await refusal(
      reader({ limits: { unpackedBytes: 4 * MB } }).read({ key: 'bomb', bytes: bomb }),
    );
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(error.message).toBe(
      'This PDF unpacks to more than 4 MB. Please upload a smaller file, or one with fewer or smaller images.',
    );
  });

  it('refuses a file with more text than allowed', async () => {
    const error = await refusal(
      reader({ limits: { textChars: 100 } }).read({ key: 'long', bytes: handbook }),
    );
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(error.message).toBe(
      'This PDF has more than 100 characters of text. Please split it into smaller parts.',
    );
  });

  it('stops a reading at the time limit', async () => {
    const error = await refusal(reader({ limits: { timeoutMs: 1 } }).read({ key: 'slow', bytes: handbook }));
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(error.message).toMatch(/^This PDF took more than 0.001 seconds to read/);
  });

  it('stops a reading whose worker runs out of heap', async () => {
    const error = await refusal(reader({ limits: { heapMb: 4 } }).read({ key: 'heap', bytes: handbook }));
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(error.message).toMatch(/^Reading this PDF needed more memory than the server allows/);
  });

  it('stops a reading once the process grows past the memory allowance', async () => {
    const error = await refusal(reader({ limits: { memoryMb: 0 } }).read({ key: 'rss', bytes: handbook }));
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(error.message).toMatch(/^Reading this PDF needed more memory than the server allows/);
  });

  it('says the server is busy when every thread and place in the queue is taken', async () => {
    const single = reader({ concurrency: 1, queueLength: 0 });
    const first = single.read({ key: 'first', bytes: handbook });
    const error = await refusal(single.read({ key: 'second', bytes: notes }));
    expect(error).toMatchObject({
      status: 503,
      code: 'service_unavailable',
      headers: { 'retry-after': '30' },
    });
    expect((await first).pages).toHaveLength(4);
    // The turn is free again.
    expect((await single.read({ key: 'second', bytes: notes })).pages).toHaveLength(1);
  });

  it('reads an upload once: overlapping and later reads of the same key share the first reading', async () => {
    const single = reader({ concurrency: 1, queueLength: 0 });
    // With one thread and no queue, a second reading at the same time would be refused as busy.
    const [first, second] = await Promise.all([
      single.read({ key: 'upload', bytes: handbook }),
      single.read({ key: 'upload', bytes: handbook }),
    ]);
    expect(second).toEqual(first);
    // Bytes sent again under the same key are not read again.
    const again = await single.read({ key: 'upload', bytes: Buffer.from('%PDF-1.7\nnot read\n') });
    expect(again).toEqual(first);
  });

  it('stops its readings, running and waiting, when closed', async () => {
    const closing = reader({ concurrency: 1, queueLength: 1 });
    const refusals = Promise.all([
      refusal(closing.read({ key: 'running', bytes: handbook })),
      refusal(closing.read({ key: 'waiting', bytes: notes })),
    ]);
    // Lets the first reading start its thread.
    await new Promise((resolve) => setImmediate(resolve));
    await closing.close();
    for (const error of await refusals) {
      expect(error).toMatchObject({ status: 503, code: 'service_unavailable' });
      expect(error.message).toBe('The server is restarting. Please try again in a minute.');
    }
  });
});
