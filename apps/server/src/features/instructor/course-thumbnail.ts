import {
  smallThumbnailUrl,
  THUMBNAIL_WIDTHS,
  thumbnailSuffix,
  type ThumbnailSize,
} from '@somo/contract/thumbnails';
import { renderWebp } from '../../lib/images';
import type { FileVariant, Storage } from '../../lib/storage';

/** Large first: it is the one a course keeps. */
const SIZES: ThumbnailSize[] = ['large', 'small'];

/** The upload, checked and re-encoded in every stored size, large first. */
export function renderThumbnail(bytes: Buffer): Promise<FileVariant[]> {
  return renderWebp({
    bytes,
    sizes: SIZES.map((size) => ({ width: THUMBNAIL_WIDTHS[size], suffix: thumbnailSuffix(size) })),
    label: 'thumbnail',
  });
}

/** Stores the thumbnail in every size; answers the large copy's URL, the one a course keeps. */
export async function storeThumbnail(storage: Storage, bytes: Buffer): Promise<string> {
  const [large] = await storage.save('thumbnails', await renderThumbnail(bytes));
  if (!large) throw new Error('storage saved no thumbnail');
  return large;
}

/** Removes a replaced thumbnail with its small copy, if it has one. */
export async function removeThumbnail(storage: Storage, thumbnail: string): Promise<void> {
  const small = smallThumbnailUrl(thumbnail);
  await Promise.all([storage.remove(thumbnail), small ? storage.remove(small) : undefined]);
}
