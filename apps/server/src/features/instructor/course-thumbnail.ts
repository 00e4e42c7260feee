import sharp, { type Sharp } from 'sharp';
import {
  smallThumbnailUrl,
  THUMBNAIL_WIDTHS,
  thumbnailSuffix,
  type ThumbnailSize,
} from '@somo/contract/thumbnails';
import { AppError } from '../../lib/errors';
import { detectImageType } from '../../lib/file-type';
import type { FileVariant, Storage } from '../../lib/storage';

/** Decoding costs memory by the pixel, not by the byte: a small file can claim a huge picture. */
export const MAX_THUMBNAIL_PIXELS = 40_000_000;
/** No stored side is longer than this, however tall or wide the upload. */
export const MAX_THUMBNAIL_SIDE = 2000;
const WEBP_QUALITY = 80;
/** Large first: it is the one a course keeps. */
const SIZES: ThumbnailSize[] = ['large', 'small'];

const WRONG_TYPE = 'The thumbnail must be a JPEG, PNG or WebP image.';
const UNREADABLE =
  'The thumbnail could not be read as an image. Please choose another JPEG, PNG or WebP file.';

/** The picture's size as its header states it, read without decoding a single pixel. */
async function headerDimensions(bytes: Buffer) {
  try {
    // The pixel limit is checked below, with a clear message; libvips' own would only say "exceeds limit".
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { width, height };
  } catch {
    throw new AppError('unsupported_media_type', UNREADABLE);
  }
}

function assertPixelCount({ width, height }: { width: number; height: number }) {
  if (width * height <= MAX_THUMBNAIL_PIXELS) return;
  throw new AppError(
    'payload_too_large',
    `The image is ${width} × ${height} pixels, too large to use as a thumbnail. ` +
      `Please choose one of at most ${MAX_THUMBNAIL_PIXELS / 1_000_000} megapixels.`,
  );
}

/**
 * One size of the thumbnail, drawn from the pixels alone: the encoder writes no metadata, so EXIF (camera,
 * GPS position) and other embedded data never reach the stored file. The EXIF orientation is applied first,
 * so a phone photo still stands upright without it.
 */
function encode(image: Sharp, size: ThumbnailSize): Promise<Buffer> {
  return image
    .clone()
    .autoOrient()
    .resize({
      width: THUMBNAIL_WIDTHS[size],
      height: MAX_THUMBNAIL_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/**
 * The upload, checked and re-encoded in every stored size, large first. sharp decodes in libuv's pool, off the
 * event loop; the sizes are drawn one after the other so at most one decoded copy is held at a time.
 */
export async function renderThumbnail(bytes: Buffer): Promise<FileVariant[]> {
  if (!detectImageType(bytes)) throw new AppError('unsupported_media_type', WRONG_TYPE);
  assertPixelCount(await headerDimensions(bytes));
  // libvips' own pixel limit stays on as a second guard; 'error' still accepts the harmless warnings
  // (stray bytes after the picture) that some cameras write.
  const image = sharp(bytes, { limitInputPixels: MAX_THUMBNAIL_PIXELS, failOn: 'error' });
  const variants: FileVariant[] = [];
  try {
    for (const size of SIZES)
      variants.push({ suffix: thumbnailSuffix(size), bytes: await encode(image, size) });
  } catch {
    throw new AppError('unsupported_media_type', UNREADABLE);
  }
  return variants;
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
