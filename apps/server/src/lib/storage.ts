import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MEDIA_PREFIX = '/media/';

/** One form of an upload (one size of an image, say), stored as `<generated name><suffix>`, e.g. `-400.webp`. */
export type FileVariant = { suffix: string; bytes: Buffer };

/** Where uploads live; files get generated names and are served under /media/. */
export type Storage = {
  /** Stores the variants under one new generated name; answers their URLs in the same order. */
  save(folder: string, variants: FileVariant[]): Promise<string[]>;
  remove(url: string): Promise<void>;
  /** The bytes of a stored file, or undefined when it is gone. */
  read(url: string): Promise<Buffer | undefined>;
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
  };
}
