import { gzip } from 'node:zlib';

/** Below this, compressing saves too little to pay for itself. */
export const MIN_GZIPPED_BYTES = 1_024;

/**
 * What is known of each kept answer's gzip form: `kept` when made, `seen` once sent, `packing` while compressed
 * in the thread pool, then the compressed bytes. Held weakly, so it goes with its answer. An answer made for one
 * request (a reader's own copy) is not in it and never compressed; nor is a kept one sent only once (with the
 * caches off, every answer is made afresh).
 */
const gzipped = new WeakMap<Buffer, 'kept' | 'seen' | 'packing' | Buffer>();

/**
 * JSON text as UTF-8 bytes, for an answer kept in memory and sent many times: a socket takes bytes as they are,
 * while a string is encoded again for every answer (for a page of 20 to 50 KB, a quarter of the server's time
 * per request). The bytes get memory of their own: cut from the pool small buffers share, a kept one would hold
 * on to the whole pool slab.
 */
export function jsonBytes(text: string): Buffer {
  const bytes = readerBytes(text);
  gzipped.set(bytes, 'kept');
  return bytes;
}

/** Memory for an answer to keep, marked as such: only kept answers are ever compressed. */
export function keptBuffer(length: number): Buffer {
  const bytes = Buffer.allocUnsafeSlow(length);
  gzipped.set(bytes, 'kept');
  return bytes;
}

/**
 * JSON text as UTF-8 bytes kept for one reader (their notifications page), sent as they are and never compressed:
 * with thousands of readers, a compressed copy beside each would cost more memory than it saves on the wire. Out
 * of the JavaScript heap, the page takes its own size, where a string kept there makes the heap grow by half of it
 * again before its next collection (docs/decisions/0019).
 */
export function readerBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

function ownCopy(pooled: Buffer): Buffer {
  const bytes = Buffer.allocUnsafeSlow(pooled.length);
  pooled.copy(bytes);
  return bytes;
}

/**
 * The gzip form of a kept answer, once it has been sent twice and compressed (off the event loop, once); until
 * then nothing, and the answer goes as it is.
 */
export function gzippedForm(bytes: Buffer): Buffer | undefined {
  if (bytes.length < MIN_GZIPPED_BYTES) return undefined;
  const known = gzipped.get(bytes);
  if (known === 'kept') gzipped.set(bytes, 'seen');
  else if (known === 'seen') {
    gzipped.set(bytes, 'packing');
    gzip(bytes, (error, packed) => {
      if (error) gzipped.delete(bytes);
      else gzipped.set(bytes, ownCopy(packed));
    });
  } else if (known !== undefined && known !== 'packing') return known;
  return undefined;
}

let lastAcceptEncoding: string | undefined;
let lastAcceptsGzip = false;

/**
 * Whether an Accept-Encoding header takes gzip: named with a weight above zero, or not named and `*` taken
 * (browsers send the same header every time: the last is kept).
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  if (header !== lastAcceptEncoding) {
    lastAcceptEncoding = header;
    const weights = new Map(
      header.split(',').map((coding) => {
        const [name = '', ...params] = coding.trim().toLowerCase().split(';');
        const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
        return [name, weight ? Number(weight.slice(2)) : 1] as const;
      }),
    );
    lastAcceptsGzip = (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
  }
  return lastAcceptsGzip;
}
