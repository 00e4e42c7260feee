import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../lib/storage';
import { buildCourse, buildUser, signIn, type BuiltUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: BuiltUser;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t.db, { role: 'instructor' });
  token = (await signIn(t.app, owner)).access;
});
afterAll(async () => {
  await t?.close();
});

async function upload(bytes: Buffer, name = 'cover.jpg') {
  const course = await buildCourse(t.db, { instructorId: owner.id });
  const form = multipart({}, { name, bytes, type: 'image/jpeg' });
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/instructor/courses/${course.id}/settings/update/`,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json(), courseId: course.id };
}

async function fetchMedia(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response;
}

const smallOf = (large: string) => large.replace('-1200.webp', '-400.webp');

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } });
}

/** A PNG whose header claims the given size, with a few bytes of pixel data behind it: it cannot be decoded. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('thumbnail uploads', () => {
  it('strips EXIF, GPS position included, from both stored sizes', async () => {
    const withGps = await photo(640, 480)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Copyright: 'Somebody' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '0/1 19/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '32/1 35/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');

    const { status, body } = await upload(withGps);
    expect(status).toBe(200);
    for (const url of [body.thumbnail, smallOf(body.thumbnail)]) {
      const stored = (await fetchMedia(url)).rawPayload;
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored.toString('latin1')).not.toContain('PhoneMaker');
    }
  });

  it('turns a photo upright by its EXIF orientation before the orientation is dropped', async () => {
    const sideways = await photo(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { body } = await upload(sideways);
    const metadata = await sharp((await fetchMedia(body.thumbnail)).rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([100, 300]);
  });

  it('stores a 1200 px wide large copy and a 400 px wide small one, never more than 2000 px a side', async () => {
    const wide = await upload(await photo(3000, 1000).png().toBuffer(), 'wide.png');
    expect(wide.body.thumbnail).toMatch(/^\/media\/thumbnails\/[\w-]+-1200\.webp$/);
    const sizeOf = async (url: string) => {
      const { width, height } = await sharp((await fetchMedia(url)).rawPayload).metadata();
      return [width, height];
    };
    expect(await sizeOf(wide.body.thumbnail)).toEqual([1200, 400]);
    expect(await sizeOf(smallOf(wide.body.thumbnail))).toEqual([400, 133]);

    const tall = await upload(await photo(1000, 3000).jpeg().toBuffer());
    expect(await sizeOf(tall.body.thumbnail)).toEqual([667, 2000]);

    const tiny = await upload(await photo(200, 100).jpeg().toBuffer());
    expect(await sizeOf(tiny.body.thumbnail)).toEqual([200, 100]);
  });

  it('serves both sizes with long, immutable cache headers', async () => {
    const { body } = await upload(await photo(800, 600).jpeg().toBuffer());
    for (const url of [body.thumbnail, smallOf(body.thumbnail)]) {
      const served = await fetchMedia(url);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('refuses a picture over 40 megapixels by its header, before decoding anything', async () => {
    const before = await readdir(path.join(uploadsDir(t.config.dataDir), 'thumbnails')).catch(() => []);
    const huge = await upload(pngHeaderOnly(100_000, 100_000), 'huge.png');
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({
      code: 'payload_too_large',
      error:
        'The image is 100000 × 100000 pixels, too large to use as a thumbnail. Please choose one of at most 40 megapixels.',
    });
    const after = await readdir(path.join(uploadsDir(t.config.dataDir), 'thumbnails')).catch(() => []);
    expect(after).toEqual(before);
    const course = await call(t.app, 'GET', `/api/courses/${huge.courseId}/`);
    expect(course.body.thumbnail).toBeNull();
  });

  it('answers 415 with the error shape for an image that cannot be decoded', async () => {
    const whole = await photo(64, 64).jpeg().toBuffer();
    for (const bytes of [whole.subarray(0, 40), pngHeaderOnly(64, 64)]) {
      const broken = await upload(bytes);
      expect(broken.status).toBe(415);
      expect(broken.body).toMatchObject({
        code: 'unsupported_media_type',
        error: 'The thumbnail could not be read as an image. Please choose another JPEG, PNG or WebP file.',
      });
    }
  });
});
