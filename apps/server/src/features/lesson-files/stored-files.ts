import type { Storage } from '../../lib/storage';

/**
 * Removes stored files whose rows are gone, once the deletion has committed. A file that cannot be removed (the
 * bucket unreachable) only costs space: no row names it any more, so no page can offer it.
 */
export async function removeStoredFiles(
  storage: Storage,
  files: { storageUrl: string; variants: string[] }[],
): Promise<void> {
  const urls = files.flatMap((file) => [file.storageUrl, ...file.variants]);
  await Promise.allSettled(urls.map((url) => storage.remove(url)));
}

/** Whether a lesson's Markdown shows this stored image (in any of its sizes, which share one generated name). */
export function mentionsImage(content: string, image: { storageUrl: string }): boolean {
  const name = /\/([0-9a-f-]{36})-\d+\.webp$/.exec(image.storageUrl)?.[1];
  return name !== undefined && content.includes(name);
}
