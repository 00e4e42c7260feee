import { describe, expect, it } from 'vitest';
import { smallThumbnailUrl, thumbnailSuffix } from './thumbnails';

describe('thumbnail naming rule', () => {
  it('names each size by its width', () => {
    expect(thumbnailSuffix('large')).toBe('-1200.webp');
    expect(thumbnailSuffix('small')).toBe('-400.webp');
  });

  it('derives the small copy from the large one, and none for a thumbnail stored in one size', () => {
    expect(smallThumbnailUrl('/media/thumbnails/3f1c-1200.webp')).toBe('/media/thumbnails/3f1c-400.webp');
    expect(smallThumbnailUrl('/media/thumbnails/3f1c.png')).toBeNull();
    expect(smallThumbnailUrl('https://example.com/cover-1200.webp.png')).toBeNull();
  });
});
