import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { listSavedCourses, saveCourseOffline } from './offline-courses';

/** Cache Storage as the browser keeps it, in memory: a map of caches, each a map of address to answer. */
function fakeCacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) =>
    new URL(String(request instanceof Request ? request.url : request), location.href).href;
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      put: async (request: RequestInfo | URL, response: Response) => void entries.set(key(request), response),
      match: async (request: RequestInfo | URL) => entries.get(key(request))?.clone(),
      matchAll: async () => [...entries.values()].map((response) => response.clone()),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
  };
  return {
    stores,
    storage: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  };
}

const IMAGE = '/media/lesson-images/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const course = {
  id: 7,
  title: 'Kiswahili for beginners',
  lessons: [
    {
      id: 11,
      title: 'Greetings',
      content: `Jambo means hello.\n\n![Two people greeting](${IMAGE}-1600.webp)`,
      attachments: [
        {
          id: 'a',
          name: 'words.pdf',
          size: 4,
          content_type: 'application/pdf',
          url: '/api/files/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d/?access=x',
        },
      ],
    },
    { id: 12, title: 'Numbers', content: 'Moja, mbili, tatu.', attachments: [] },
  ],
};

let fake: ReturnType<typeof fakeCacheStorage>;

beforeEach(() => {
  fake = fakeCacheStorage();
  vi.stubGlobal('caches', fake.storage);
  vi.stubGlobal('innerWidth', 375);
  vi.stubGlobal('devicePixelRatio', 1);
  mockApi({
    'GET /api/courses/7/': () => json(200, course),
    'GET /api/student/courses/7/progress/': () => json(200, { lesson_progress: [] }),
    [`GET ${IMAGE}-480.webp`]: () => new Response('image!'),
    'GET /api/files/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d/': () => new Response('pdf!'),
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('saving a course for offline reading', () => {
  it('keeps the course, the progress and the image its lessons show, in the screen’s size, and says how far it got', async () => {
    const progress: number[] = [];
    await saveCourseOffline('7', { includeHandouts: false, onProgress: (percent) => progress.push(percent) });

    const saved = [...(fake.stores.get('somo-course-7')?.keys() ?? [])].map((url) => new URL(url).pathname);
    expect(saved).toEqual(['/api/courses/7/', '/api/student/courses/7/progress/', `${IMAGE}-480.webp`]);
    expect(progress).toEqual([50, 100]);
  });

  it('keeps the handouts only when asked', async () => {
    await saveCourseOffline('7', { includeHandouts: true, onProgress: () => undefined });
    const saved = [...(fake.stores.get('somo-course-7')?.keys() ?? [])];
    expect(saved.some((url) => url.includes('/api/files/'))).toBe(true);
  });

  it('lists the saved courses with their title and the space they take', async () => {
    await saveCourseOffline('7', { includeHandouts: false, onProgress: () => undefined });
    const [saved] = await listSavedCourses();
    expect(saved).toMatchObject({ id: '7', title: 'Kiswahili for beginners' });
    const expected =
      JSON.stringify(course).length + JSON.stringify({ lesson_progress: [] }).length + 'image!'.length;
    expect(saved?.bytes).toBe(expected);
  });
});
