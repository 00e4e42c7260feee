import { describe, expect, it } from 'vitest';
import { acceptsGzip, jsonBytes } from './json-bytes';

describe('JSON bytes', () => {
  it('are the text in UTF-8, in memory of their own', () => {
    const bytes = jsonBytes('{"title":"Kiswahili — sarufi 💬"}');
    expect(bytes.toString('utf8')).toBe('{"title":"Kiswahili — sarufi 💬"}');
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });

  it('go gzipped only to a client whose Accept-Encoding takes gzip', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('gzip; q=0.0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('x-gzip-ish')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
