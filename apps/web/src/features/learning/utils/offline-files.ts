import type { CourseDetail } from '@somo/contract/courses';
import { renderMarkdown } from '../../../components/markdown/render-markdown';

/** The column a lesson is read in is at most 45rem wide (IMAGE_SIZES in render-markdown.ts). */
const LESSON_COLUMN_PX = 720;

/**
 * The size of an image the browser would take from its `srcset` on this screen: the smallest at least as wide as
 * the lesson column in device pixels, else the largest. Offline, the worker also hands out any other saved size.
 */
export function pickImageSource(
  srcset: string,
  screen: { width: number; pixelRatio: number },
): string | null {
  const sources = srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url = '', width = '']) => ({ url, width: Number.parseInt(width, 10) }))
    .filter(({ url, width }) => url && width > 0)
    .sort((a, b) => a.width - b.width);
  const needed = Math.min(screen.width, LESSON_COLUMN_PX) * screen.pixelRatio;
  return (sources.find(({ width }) => width >= needed) ?? sources.at(-1))?.url ?? null;
}

/** Every image the course's lessons show on this screen, each once, as the lesson page renders them. */
export function lessonImageUrls(
  course: Pick<CourseDetail, 'lessons'>,
  screen: { width: number; pixelRatio: number },
): string[] {
  const urls = new Set<string>();
  for (const lesson of course.lessons) {
    if (!lesson.content) continue;
    const page = new DOMParser().parseFromString(renderMarkdown(lesson.content), 'text/html');
    for (const image of page.querySelectorAll('img')) {
      const srcset = image.getAttribute('srcset');
      const url = srcset ? pickImageSource(srcset, screen) : image.getAttribute('src');
      if (url) urls.add(url);
    }
  }
  return [...urls];
}

/** The course's handouts, with their size, for the student to choose whether to save them too. */
export function courseHandouts(course: Pick<CourseDetail, 'lessons'>) {
  return course.lessons.flatMap((lesson) => lesson.attachments ?? []);
}
