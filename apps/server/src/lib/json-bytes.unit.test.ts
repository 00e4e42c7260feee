import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzippedForm, jsonBytes } from './json-bytes';

describe('JSON bytes', () => {
  it('are the text in UTF-8, in memory of their own', () => {
    const bytes = jsonBytes('{"title":"Kiswahili — sarufi 💬"}');
    expect(bytes.toString('utf8')).toBe('{"title":"Kiswahili — sarufi 💬"}');
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });

  it('are gzipped once a kept answer is sent a second time; an answer made for one request never is', async () => {
    const text = JSON.stringify({ lessons: 'Fractions, step by step. '.repeat(100) });
    const kept = jsonBytes(text);
    const ownCopy = Buffer.from(text);
    expect(gzippedForm(kept)).toBeUndefined();
    let packed = gzippedForm(kept);
    for (let tries = 0; !packed && tries < 100; tries += 1) {
      await sleep(5);
      packed = gzippedForm(kept);
    }
    expect(packed && gunzipSync(packed).toString()).toBe(text);
    for (let sends = 0; sends < 3; sends += 1) expect(gzippedForm(ownCopy)).toBeUndefined();
    expect(gzippedForm(jsonBytes('{"small":true}'))).toBeUndefined();
  });

  it('go gzipped only to a client whose Accept-Encoding takes gzip', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('gzip; q=0.0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('x-gzip-ish')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
