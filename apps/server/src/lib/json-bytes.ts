import { gzip } from 'node:zlib';

/**
 * JSON text as UTF-8 bytes, for an answer kept in memory and sent many times: a socket takes bytes as they are,
 * while a string is encoded again for every answer (for a page of 20 to 50 KB, a quarter of the server's time
 * per request). The bytes get memory of their own: cut from the pool small buffers share, a kept one would hold
 * on to the whole pool slab.
 */
export function jsonBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

function ownCopy(pooled: Buffer): Buffer {
  const bytes = Buffer.allocUnsafeSlow(pooled.length);
  pooled.copy(bytes);
  return bytes;
}

/** Below this, compressing saves too little to pay for itself. */
export const MIN_GZIPPED_BYTES = 1_024;

/**
 * What is known of each answer's gzip form: `seen` once sent, `packing` while compressed in the thread pool, then
 * the compressed bytes. Held weakly, so it goes with its answer; an answer made for one reader, sent once, is
 * never compressed.
 */
const gzipped = new WeakMap<Buffer, 'seen' | 'packing' | Buffer>();

/**
 * The gzip form of a kept answer, once it has been sent twice and compressed (off the event loop, once); until
 * then nothing, and the answer goes as it is.
 */
export function gzippedForm(bytes: Buffer): Buffer | undefined {
  if (bytes.length < MIN_GZIPPED_BYTES) return undefined;
  const known = gzipped.get(bytes);
  if (known === undefined) gzipped.set(bytes, 'seen');
  else if (known === 'seen') {
    gzipped.set(bytes, 'packing');
    gzip(bytes, (error, packed) => {
      if (error) gzipped.delete(bytes);
      else gzipped.set(bytes, ownCopy(packed));
    });
  } else if (known !== 'packing') return known;
  return undefined;
}

let lastAcceptEncoding: string | undefined;
let lastAcceptsGzip = false;

/** Whether an Accept-Encoding header takes gzip (browsers send the same header every time: the last is kept). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  if (header !== lastAcceptEncoding) {
    lastAcceptEncoding = header;
    lastAcceptsGzip = header.split(',').some((coding) => {
      const [name, ...params] = coding.trim().toLowerCase().split(';');
      const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return (name === 'gzip' || name === '*') && !(weight && Number(weight.slice(2)) === 0);
    });
  }
  return lastAcceptsGzip;
}
