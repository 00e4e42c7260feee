import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export const MEDIA_PREFIX = '/media/';

/**
 * Folders under this one hold files only some viewers may have (handouts, uploaded videos): /media/ never serves
 * them, the API's file route does, after checking who asks.
 */
export const PRIVATE_FOLDER = 'private';

/** Whether a path under /media/ (or an object key) lies in the private folders. */
export function isPrivateMediaPath(relativePath: string): boolean {
  return relativePath.replace(/^\/+/, '').split('/')[0] === PRIVATE_FOLDER;
}

/** Bytes `start` to `end` of a file, both included. */
export type ByteRange = { start: number; end: number };

/** One form of an upload (one size of an image, say), stored as `<generated name><suffix>`, e.g. `-400.webp`. */
export type FileVariant = { suffix: string; bytes: Buffer };

/** Where uploads live; files get generated names and are served under /media/. */
export type Storage = {
  /** Stores the variants under one new generated name; answers their URLs in the same order. */
  save(folder: string, variants: FileVariant[]): Promise<string[]>;
  remove(url: string): Promise<void>;
  /** The bytes of a stored file, or undefined when it is gone. */
  read(url: string): Promise<Buffer | undefined>;
  /** A stream of a stored file, or of one range of it; undefined when it is gone. */
  open(url: string, range?: ByteRange): Promise<Readable | undefined>;
};

/** Names are never reused, so the bytes behind a media URL never change and browsers may keep them for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

export function createLocalStorage(dataDir: string): Storage {
  const root = uploadsDir(dataDir);
  /** Never follows a stored value outside the uploads folder. */
  const fileOf = (url: string) => {
    if (!url.startsWith(MEDIA_PREFIX)) return undefined;
    const target = path.resolve(root, url.slice(MEDIA_PREFIX.length));
    return target.startsWith(root + path.sep) ? target : undefined;
  };
  return {
    save: async (folder, variants) => {
      const name = randomUUID();
      await mkdir(path.join(root, folder), { recursive: true });
      return Promise.all(
        variants.map(async ({ suffix, bytes }) => {
          await writeFile(path.join(root, folder, name + suffix), bytes);
          return `${MEDIA_PREFIX}${folder}/${name}${suffix}`;
        }),
      );
    },
    remove: async (url) => {
      const target = fileOf(url);
      if (target) await rm(target, { force: true });
    },
    read: async (url) => {
      const target = fileOf(url);
      return target ? readFile(target).catch(() => undefined) : undefined;
    },
    open: async (url, range) => {
      const target = fileOf(url);
      if (!target || !(await stat(target).catch(() => undefined))) return undefined;
      return createReadStream(target, range);
    },
  };
}
