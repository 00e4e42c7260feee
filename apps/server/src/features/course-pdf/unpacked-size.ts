import { constants, createInflateRaw } from 'node:zlib';

const STREAM = Buffer.from('stream');
const END = Buffer.from('end');
const LF = 0x0a;
const CR = 0x0d;
// Deflate looks back at most 32 KB. A window of zeros in front means a crafted stream that refers back before its
// own start (pdf.js reads zeros there) still inflates here instead of stopping early.
const WINDOW = Buffer.alloc(32 * 1024);
const CHUNK = 256 * 1024;

/** Where the data of the stream whose keyword ends at `afterKeyword` starts: past the end of that line. */
function dataStart(file: Buffer, afterKeyword: number): number {
  let at = afterKeyword;
  while (at < file.length && file[at] !== LF && file[at] !== CR) at++;
  if (file[at] === CR && file[at + 1] === LF) at++;
  return at + 1;
}

/** The zlib header pdf.js insists on before it inflates a stream. */
function startsLikeZlib(file: Buffer, at: number): boolean {
  const method = file[at];
  const flags = file[at + 1];
  if (method === undefined || flags === undefined) return false;
  return (method & 0x0f) === 8 && ((method << 8) + flags) % 31 === 0 && (flags & 0x20) === 0;
}

/**
 * How many bytes the deflate data at the start of `data` inflates to, counting only up to just past `limit`.
 * Nothing is kept. The data may run on past the stream: inflating stops where the deflate data ends, so a wrong
 * /Length cannot hide part of a stream. Damaged data counts what came out before the damage, as pdf.js reads it
 * (the chunk in progress is lost with the error, so it counts as full).
 */
function inflatedSize(data: Buffer, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw({
      dictionary: WINDOW,
      chunkSize: CHUNK,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    let size = 0;
    const done = () => resolve(size);
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        done();
      }
    });
    inflate.on('end', done);
    inflate.on('error', () => {
      size += CHUNK;
      done();
    });
    inflate.on('close', done);
    inflate.end(data);
  });
}

/**
 * Whether the Flate streams of a PDF together unpack to more than `limit` bytes: a decompression bomb (a few MB
 * of zeros in a page's stream can unpack to GBs). Every stream that starts with a zlib header is inflated and
 * measured, images included, since pdf.js would read any of them as a page's text if the page points at it.
 * Streams in other encodings, or encrypted, are not measured here; the memory watch and the time limit of the
 * reading bound those.
 */
export async function exceedsUnpackedSize(pdf: Uint8Array, limit: number): Promise<boolean> {
  const file = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let total = 0;
  for (let at = file.indexOf(STREAM); at !== -1; at = file.indexOf(STREAM, at + STREAM.length)) {
    if (at >= END.length && file.subarray(at - END.length, at).equals(END)) continue;
    const start = dataStart(file, at + STREAM.length);
    if (!startsLikeZlib(file, start)) continue;
    total += await inflatedSize(file.subarray(start + 2), limit - total);
    if (total > limit) return true;
  }
  return false;
}
