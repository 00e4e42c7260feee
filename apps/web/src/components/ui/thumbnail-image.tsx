import { smallThumbnailUrl, THUMBNAIL_WIDTHS } from '@somo/contract/thumbnails';

/** What follows a width in a srcset ('400w'). */
const WIDTH_DESCRIPTOR = 'w';

/** Both stored sizes, so the browser downloads the small one wherever it is enough. */
function thumbnailSrcSet(thumbnail: string): string | undefined {
  const small = smallThumbnailUrl(thumbnail);
  if (!small) return undefined;
  return `${small} ${THUMBNAIL_WIDTHS.small}${WIDTH_DESCRIPTOR}, ${thumbnail} ${THUMBNAIL_WIDTHS.large}${WIDTH_DESCRIPTOR}`;
}

type ThumbnailImageProps = {
  /** The course's `thumbnail` (the large copy). */
  src: string;
  /** How wide it is drawn, as the `sizes` attribute says it, so the browser can pick the copy. */
  sizes: string;
  className?: string;
};

/** A course thumbnail beside its title: decoration (no alt text), loaded when it scrolls near. */
export function ThumbnailImage({ src, sizes, className }: ThumbnailImageProps) {
  const srcSet = thumbnailSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
