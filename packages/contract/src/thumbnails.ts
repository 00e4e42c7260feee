/**
 * Course thumbnails are stored as WebP in two widths under one generated name: `<name>-1200.webp`, the course's
 * `thumbnail`, and `<name>-400.webp` for course cards. The small copy's URL follows from the large one's by this
 * naming rule, so the API needs no second field.
 */
export const THUMBNAIL_WIDTHS = { small: 400, large: 1200 } as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_WIDTHS;

/** The end of a stored thumbnail's file name in each size, e.g. `-400.webp`. */
export function thumbnailSuffix(size: ThumbnailSize): string {
  return `-${THUMBNAIL_WIDTHS[size]}.webp`;
}

/** The small copy of a thumbnail, or null for a thumbnail stored in one size only (uploaded before there were two). */
export function smallThumbnailUrl(thumbnail: string): string | null {
  const large = thumbnailSuffix('large');
  if (!thumbnail.endsWith(large)) return null;
  return thumbnail.slice(0, -large.length) + thumbnailSuffix('small');
}
