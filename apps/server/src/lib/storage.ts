import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MEDIA_PREFIX = '/media/';

/** Where uploads live; files get generated names and are served under /media/. */
export type Storage = {
  save(folder: string, bytes: Buffer, extension: string): Promise<string>;
  remove(url: string): Promise<void>;
};

export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

export function createLocalStorage(dataDir: string): Storage {
  const root = uploadsDir(dataDir);
  return {
    save: async (folder, bytes, extension) => {
      const name = `${randomUUID()}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), bytes);
      return `${MEDIA_PREFIX}${folder}/${name}`;
    },
    remove: async (url) => {
      if (!url.startsWith(MEDIA_PREFIX)) return;
      const target = path.resolve(root, url.slice(MEDIA_PREFIX.length));
      // Never follow a stored value outside the uploads folder.
      if (!target.startsWith(root + path.sep)) return;
      await rm(target, { force: true });
    },
  };
}
