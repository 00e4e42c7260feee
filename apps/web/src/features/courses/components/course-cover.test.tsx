import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CourseCover } from './course-cover';

function coverImage(thumbnail: string) {
  const { container } = render(<CourseCover courseId={1} title="Beekeeping" thumbnail={thumbnail} />);
  const image = container.querySelector('img');
  if (!image) throw new Error('no image rendered');
  return image;
}

describe('CourseCover', () => {
  it('offers the small and the large thumbnail, loaded lazily', () => {
    const image = coverImage('/media/thumbnails/abc-1200.webp');
    expect(image).toHaveAttribute('src', '/media/thumbnails/abc-1200.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/thumbnails/abc-400.webp 400w, /media/thumbnails/abc-1200.webp 1200w',
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 400px, 100vw');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows a thumbnail stored in one size as it is', () => {
    const image = coverImage('/media/thumbnails/abc.png');
    expect(image).toHaveAttribute('src', '/media/thumbnails/abc.png');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  describe('with data saving on', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'connection');
    });

    function saveData() {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: Object.assign(new EventTarget(), { saveData: true }),
      });
    }

    it('shows the generated cover instead of a card’s picture', () => {
      saveData();
      const { container } = render(
        <CourseCover
          courseId={1}
          title="Beekeeping"
          thumbnail="/media/thumbnails/abc-1200.webp"
          decorative
        />,
      );
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('svg')).not.toBeNull();
    });

    it('keeps a picture that is not on a card', () => {
      saveData();
      expect(coverImage('/media/thumbnails/abc-1200.webp')).toHaveAttribute(
        'src',
        '/media/thumbnails/abc-1200.webp',
      );
    });
  });
});
