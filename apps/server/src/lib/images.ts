import sharp, { type Sharp } from 'sharp';
import { AppError } from './errors';
import { detectImageType } from './file-type';

/** Decoding costs memory by the pixel, not by the byte: a small file can claim a huge picture. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** No stored side is longer than this, however tall or wide the upload. */
export const MAX_IMAGE_SIDE = 2000;
const WEBP_QUALITY = 80;

/** One stored size of an upload, as WebP: the file variant to store, and its real dimensions. */
export type EncodedImage = { suffix: string; bytes: Buffer; width: number; height: number };

/** A size to store: drawn at most this wide, stored under this suffix. */
export type ImageSize = { width: number; suffix: string };

/** What the upload is called in the messages: 'thumbnail', 'image', 'poster'. */
type ImageUse = { label: string };

const wrongType = ({ label }: ImageUse) => `The ${label} must be a JPEG, PNG or WebP image.`;
const unreadable = ({ label }: ImageUse) =>
  `The ${label} could not be read as an image. Please choose another JPEG, PNG or WebP file.`;

/** The picture's size as its header states it, read without decoding a single pixel. */
async function headerDimensions(bytes: Buffer, use: ImageUse) {
  try {
    // The pixel limit is checked below, with a clear message; libvips' own would only say "exceeds limit".
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { width, height };
  } catch {
    throw new AppError('unsupported_media_type', unreadable(use));
  }
}

function assertPixelCount({ width, height }: { width: number; height: number }, { label }: ImageUse) {
  if (width * height <= MAX_IMAGE_PIXELS) return;
  throw new AppError(
    'payload_too_large',
    `The image is ${width} × ${height} pixels, too large to use as a ${label}. ` +
      `Please choose one of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
  );
}

/**
 * One width of the image, drawn from the pixels alone: the encoder writes no metadata, so EXIF (camera, GPS
 * position) and other embedded data never reach the stored file. The EXIF orientation is applied first, so a
 * phone photo still stands upright without it.
 */
async function encode(image: Sharp, { width, suffix }: ImageSize): Promise<EncodedImage> {
  const { data, info } = await image
    .clone()
    .autoOrient()
    .resize({ width, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { suffix, bytes: data, width: info.width, height: info.height };
}

/**
 * The upload, checked by its content and re-encoded as WebP in each size asked, in that order. sharp decodes in
 * libuv's pool, off the event loop; the sizes are drawn one after the other so at most one decoded copy is held
 * at a time.
 */
export async function renderWebp({
  bytes,
  sizes,
  label,
}: {
  bytes: Buffer;
  sizes: readonly ImageSize[];
  label: string;
}): Promise<EncodedImage[]> {
  const use = { label };
  if (!detectImageType(bytes)) throw new AppError('unsupported_media_type', wrongType(use));
  assertPixelCount(await headerDimensions(bytes, use), use);
  // libvips' own pixel limit stays on as a second guard; 'error' still accepts the harmless warnings
  // (stray bytes after the picture) that some cameras write.
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  const encoded: EncodedImage[] = [];
  try {
    for (const size of sizes) encoded.push(await encode(image, size));
  } catch {
    throw new AppError('unsupported_media_type', unreadable(use));
  }
  return encoded;
}
