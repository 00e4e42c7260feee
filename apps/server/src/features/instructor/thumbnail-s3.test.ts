import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mp4 } from '../../../test/documents';
import { buildCourse, buildLesson, buildUser, signIn } from '../../../test/factories';
import { multipart, PNG } from '../../../test/multipart';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

/** A bucket in memory that answers PUT, GET (with a single Range, as S3 does) and DELETE like S3's path-style API. */
function startFakeBucket() {
  const objects = new Map<string, { bytes: Buffer; type: string }>();
  const authorizations: string[] = [];
  const server = createServer(async (request, response) => {
    authorizations.push(request.headers.authorization ?? '');
    const key = decodeURIComponent(request.url ?? '');
    if (request.method === 'PUT') {
      objects.set(key, { bytes: await readBody(request), type: request.headers['content-type'] ?? '' });
      response.writeHead(200).end();
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      const object = objects.get(key);
      if (!object) return void response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
      if (range) {
        const [start, end] = [Number(range[1]), Number(range[2])];
        const part = object.bytes.subarray(start, end + 1);
        response.writeHead(206, {
          'content-type': object.type,
          'content-length': part.length,
          'content-range': `bytes ${start}-${start + part.length - 1}/${object.bytes.length}`,
        });
        return void response.end(part);
      }
      response.writeHead(200, { 'content-type': object.type, 'content-length': object.bytes.length });
      response.end(object.bytes);
    }
  });
  return { server, objects, authorizations };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let t: TestApp;
let bucket: ReturnType<typeof startFakeBucket>;
let server: Server;

beforeAll(async () => {
  bucket = startFakeBucket();
  server = bucket.server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    s3: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'somo-media',
      accessKey: 'TESTKEY',
      secretKey: 'test-secret',
      region: 'us-east-1',
    },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

it('keeps both thumbnail sizes in the S3 bucket, serves them under /media/ and deletes the replaced ones', async () => {
  const owner = await buildUser(t.db, { role: 'instructor' });
  const token = (await signIn(t.app, owner)).access;
  const course = await buildCourse(t.db, { instructorId: owner.id });
  const upload = async () => {
    const form = multipart({}, { name: 'cover.png', bytes: PNG, type: 'image/png' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/instructor/courses/${course.id}/settings/update/`,
      headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json().thumbnail as string;
  };
  const bucketKey = (url: string) => `/somo-media/${url.slice('/media/'.length)}`;

  const first = await upload();
  expect(first).toMatch(/^\/media\/thumbnails\/[\w-]+-1200\.webp$/);
  const firstSmall = first.replace('-1200.webp', '-400.webp');
  for (const url of [first, firstSmall]) {
    const stored = bucket.objects.get(bucketKey(url));
    expect(stored?.type).toBe('image/webp');
    expect((await sharp(stored?.bytes).metadata()).format).toBe('webp');
  }
  expect(bucket.authorizations.at(-1)).toMatch(
    /^AWS4-HMAC-SHA256 Credential=TESTKEY\/\d{8}\/us-east-1\/s3\//,
  );

  for (const url of [first, firstSmall]) {
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(bucket.objects.get(bucketKey(url))?.bytes ?? Buffer.alloc(0))).toBe(true);
  }

  const second = await upload();
  expect(second).not.toBe(first);
  for (const url of [first, firstSmall]) {
    expect(bucket.objects.has(bucketKey(url))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  }
  expect((await call(t.app, 'GET', `/api/courses/${course.id}/`)).body.thumbnail).toBe(second);
});

it('answers 404 for media paths that try to leave the media folders', async () => {
  for (const url of ['/media/..%2Fsecret', '/media/thumbnails/..%2F..%2Fx', '/media/loose.png']) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  }
});

it('keeps uploaded videos in the bucket, out of /media/, and serves ranges of them to those who may watch', async () => {
  const owner = await buildUser(t.db, { role: 'instructor' });
  const token = (await signIn(t.app, owner)).access;
  const course = await buildCourse(t.db, { instructorId: owner.id });
  const lesson = await buildLesson(t.db, { courseId: course.id });
  const video = mp4(50_000);
  const form = multipart({}, { field: 'file', name: 'lecture.mp4', bytes: video, type: 'video/mp4' });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/instructor/courses/${course.id}/lessons/${lesson.id}/video/`,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  expect(uploaded.statusCode).toBe(200);
  const key = [...bucket.objects.keys()].find((name) => name.includes('/private/videos/'));
  expect(key).toMatch(/^\/somo-media\/private\/videos\/[0-9a-f-]{36}\.mp4$/);
  expect(bucket.objects.get(key ?? '')?.bytes.equals(video)).toBe(true);

  const mediaUrl = `/media/${(key ?? '').replace('/somo-media/', '')}`;
  expect((await t.app.inject({ method: 'GET', url: mediaUrl })).statusCode).toBe(404);

  const ranged = await t.app.inject({
    method: 'GET',
    url: uploaded.json().video_url,
    headers: { range: 'bytes=40000-40099' },
  });
  expect(ranged.statusCode).toBe(206);
  expect(ranged.headers['content-range']).toBe(`bytes 40000-40099/${video.length}`);
  expect(ranged.rawPayload.equals(video.subarray(40_000, 40_100))).toBe(true);
});
