import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FastifyInstance } from 'fastify';
import type { S3Config } from '../config';
import { isPrivateMediaPath, MEDIA_CACHE_CONTROL, MEDIA_PREFIX, type Storage } from './storage';

/** Headers worth passing from the bucket to the browser when serving a stored file. */
const FORWARDED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'];

/**
 * Keeps uploads in an S3-compatible bucket (AWS, MinIO, Cloudflare R2, ...) under path-style keys.
 * Stored values stay `/media/<folder>/<name>` so courses keep their URLs when storage moves,
 * and browsers never need the bucket's address or credentials.
 */
export function createS3Storage(config: S3Config): Storage & { fetchObject(key: string): Promise<Response> } {
  const client = new AwsClient({
    accessKeyId: config.accessKey,
    secretAccessKey: config.secretKey,
    region: config.region,
    service: 's3',
  });
  const objectUrl = (key: string) =>
    `${config.endpoint}/${config.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

  return {
    save: async (folder, variants) => {
      const name = `${folder}/${randomUUID()}`;
      return Promise.all(
        variants.map(async ({ suffix, bytes }) => {
          const key = name + suffix;
          const response = await client.fetch(objectUrl(key), {
            method: 'PUT',
            body: new Uint8Array(bytes),
            headers: { 'content-type': contentTypeOf(suffix) },
          });
          if (!response.ok) throw new Error(`S3 upload failed with status ${response.status}`);
          return `${MEDIA_PREFIX}${key}`;
        }),
      );
    },
    remove: async (url) => {
      const key = mediaKey(url);
      if (!key) return;
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 delete failed with status ${response.status}`);
    },
    read: async (url) => {
      const key = mediaKey(url);
      if (!key) return undefined;
      const response = await client.fetch(objectUrl(key), { method: 'GET' });
      if (!response.ok) {
        await response.body?.cancel();
        return undefined;
      }
      return Buffer.from(await response.arrayBuffer());
    },
    open: async (url, range) => {
      const key = mediaKey(url);
      if (!key) return undefined;
      const headers = range ? { range: `bytes=${range.start}-${range.end}` } : undefined;
      const response = await client.fetch(objectUrl(key), { method: 'GET', headers });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        return undefined;
      }
      return Readable.fromWeb(response.body as WebReadableStream);
    },
    fetchObject: (key) => client.fetch(objectUrl(key), { method: 'GET' }),
  };
}

/** Serves `/media/*` from the bucket, so stored URLs work the same as with local storage. */
export function registerS3Media(app: FastifyInstance, storage: ReturnType<typeof createS3Storage>) {
  app.get(`${MEDIA_PREFIX}*`, async (request, reply) => {
    const key = mediaKey(request.url.split('?')[0] ?? '');
    if (!key || isPrivateMediaPath(key))
      return reply.code(404).send({ error: 'not_found', message: 'File not found' });
    const upstream = await storage.fetchObject(key);
    if (!upstream.ok || !upstream.body) {
      await upstream.body?.cancel();
      return reply.code(404).send({ error: 'not_found', message: 'File not found' });
    }
    for (const name of FORWARDED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) reply.header(name, value);
    }
    reply.header('cache-control', MEDIA_CACHE_CONTROL);
    return reply.send(Readable.fromWeb(upstream.body as WebReadableStream));
  });
}

/** The object key of a `/media/...` URL, or null for anything that could step outside the media folders. */
function mediaKey(url: string): string | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const key = decodeURIComponent(url.slice(MEDIA_PREFIX.length));
  const parts = key.split('/');
  if (parts.length < 2 || parts.some((part) => part === '' || part === '.' || part === '..')) return null;
  return key;
}

/** The content type a stored file is served with, told by the extension that ends its name. */
function contentTypeOf(name: string): string {
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    pdf: 'application/pdf',
    mp4: 'video/mp4',
    webm: 'video/webm',
    vtt: 'text/vtt',
  };
  return types[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
}
