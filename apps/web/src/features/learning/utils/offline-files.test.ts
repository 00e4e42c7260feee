import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '@somo/contract/courses';
import { courseHandouts, lessonImageUrls, pickImageSource } from './offline-files';

const ID = '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const image = (width: number) => `/media/lesson-images/${ID}-${width}.webp`;
const SRCSET = `${image(480)} 480w, ${image(960)} 960w, ${image(1600)} 1600w`;

type Lessons = Pick<CourseDetail, 'lessons'>;
function course(lessons: { content: string | null; attachments?: { size: number }[] }[]): Lessons {
  return {
    lessons: lessons.map(({ content, attachments = [] }, index) => ({
      id: index + 1,
      title: `Lesson ${index + 1}`,
      content,
      order: index + 1,
      video_url: null,
      video_source: null,
      video_poster_url: null,
      video_captions_url: null,
      attachments: attachments.map(({ size }, n) => ({
        id: `${index}-${n}`,
        name: 'notes.pdf',
        size,
        content_type: 'application/pdf',
        url: `/api/files/${ID}/?access=x`,
      })),
    })),
  } as Lessons;
}

describe('the image size a screen shows', () => {
  it('takes the smallest that fills the lesson column in device pixels', () => {
    expect(pickImageSource(SRCSET, { width: 375, pixelRatio: 1 })).toBe(image(480));
    expect(pickImageSource(SRCSET, { width: 375, pixelRatio: 2 })).toBe(image(960));
    expect(pickImageSource(SRCSET, { width: 1280, pixelRatio: 1 })).toBe(image(960));
  });

  it('takes the largest when none is wide enough, and none from an empty set', () => {
    expect(pickImageSource(SRCSET, { width: 1280, pixelRatio: 3 })).toBe(image(1600));
    expect(pickImageSource('', { width: 375, pixelRatio: 1 })).toBeNull();
  });
});

describe('the files of a course to save for offline reading', () => {
  it('lists each image its lessons show once, uploaded ones in the screen size, others as written', () => {
    const urls = lessonImageUrls(
      course([
        { content: `Intro\n\n![A map](${image(1600)})\n\n![Again](${image(1600)})` },
        { content: '<img src="/media/old/diagram.png" alt="Diagram">' },
        { content: null },
        { content: '![Elsewhere](https://example.org/a.png)' },
      ]),
      { width: 375, pixelRatio: 2 },
    );
    expect(urls).toEqual([image(960), '/media/old/diagram.png']);
  });

  it('gathers the handouts of every lesson', () => {
    const handouts = courseHandouts(
      course([
        { content: 'a', attachments: [{ size: 10 }] },
        { content: 'b', attachments: [{ size: 20 }, { size: 30 }] },
      ]),
    );
    expect(handouts.map(({ size }) => size)).toEqual([10, 20, 30]);
  });
});
