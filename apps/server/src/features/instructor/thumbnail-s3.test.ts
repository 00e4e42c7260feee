import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCourse, buildUser, signIn } from '../../../test/factories';
import { multipart, PNG } from '../../../test/multipart';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

/** A bucket in memory that answers PUT, GET and DELETE like S3's path-style API. */
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
