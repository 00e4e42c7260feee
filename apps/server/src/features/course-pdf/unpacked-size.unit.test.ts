import { constants, deflateRawSync, deflateSync, inflateRawSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { soilHandbookPdf } from './test-pdf';
import { exceedsUnpackedSize } from './unpacked-size';

const MB = 1024 * 1024;
const ZLIB_HEADER = Buffer.from([0x78, 0x9c]);

/** Stream objects as a PDF holds them; the scan needs no more of a file than that. */
function fileWithStreams(...streams: Buffer[]): Buffer {
  return Buffer.concat(
    streams.flatMap((data, index) => [
      Buffer.from(`${index + 1} 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\r\n`),
      data,
      Buffer.from('\nendstream\nendobj\n'),
    ]),
  );
}

const zeros = (size: number) => deflateSync(Buffer.alloc(size));

describe('exceedsUnpackedSize', () => {
  it('measures what a Flate stream unpacks to', async () => {
    const file = fileWithStreams(zeros(MB));
    expect(await exceedsUnpackedSize(file, MB - 1)).toBe(true);
    expect(await exceedsUnpackedSize(file, MB)).toBe(false);
  });

  it('adds up every stream of the file', async () => {
    const file = fileWithStreams(zeros(MB / 2), Buffer.from('BT (plain text) Tj ET'), zeros(MB / 2));
    expect(await exceedsUnpackedSize(file, MB - 1)).toBe(true);
    expect(await exceedsUnpackedSize(file, MB)).toBe(false);
  });

  it('leaves streams that are not compressed alone', async () => {
    expect(await exceedsUnpackedSize(soilHandbookPdf(), 0)).toBe(false);
  });

  it('measures a stream in full whatever its /Length says', async () => {
    const data = zeros(MB);
    const file = Buffer.concat([
      Buffer.from('1 0 obj\n<< /Length 8 /Filter /FlateDecode >>\nstream\n'),
      data,
      Buffer.from('\nendstream\nendobj\n'),
    ]);
    expect(await exceedsUnpackedSize(file, MB - 1)).toBe(true);
  });

  it('counts what a damaged stream unpacks to before the damage', async () => {
    // Two MB of zeros in blocks that do not end the data, then a block of a type that does not exist.
    const blocks = deflateRawSync(Buffer.alloc(2 * MB), { finishFlush: constants.Z_SYNC_FLUSH });
    const damaged = Buffer.concat([ZLIB_HEADER, blocks, Buffer.from([0b111])]);
    expect(() => inflateSync(damaged)).toThrow(/invalid block type/);
    expect(await exceedsUnpackedSize(fileWithStreams(damaged), MB)).toBe(true);
  });

  it('measures a stream that refers back before its own start, which pdf.js reads as zeros', async () => {
    const blocks = deflateRawSync(Buffer.alloc(2 * MB), { dictionary: Buffer.alloc(32 * 1024) });
    expect(() => inflateRawSync(blocks)).toThrow(/too far back/);
    const file = fileWithStreams(Buffer.concat([ZLIB_HEADER, blocks]));
    expect(await exceedsUnpackedSize(file, MB)).toBe(true);
  });
});
