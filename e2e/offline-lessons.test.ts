import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInWithDemo } from './support/actions';
import { api, demoToken, openDemoCourse } from './support/api';
import { useBrowser } from './support/browser';

type Lesson = { id: number; title: string; content: string | null };

/** A lesson of a demo course demo_student is enrolled in, and a sentence of its text. */
let course = { id: 0 };
let lesson: Lesson = { id: 0, title: '', content: null };
let sentence = '';

beforeAll(async () => {
  const token = await demoToken('demo_student');
  course = await openDemoCourse(token);
  const detail = await api<{ lessons: Lesson[] }>(`/courses/${course.id}/`, { token });
  const written = detail.lessons.find((item) => item.content?.trim());
  if (!written?.content) throw new Error('the course has no written lesson');
  lesson = written;
  // The first sentence of the first paragraph: plain prose in the demo lessons.
  sentence = written.content.split('\n')[0]?.split('.')[0]?.trim() ?? '';
});

describe('the installable app', () => {
  it('describes itself in a web manifest named after the platform, with its icons', async () => {
    const baseURL = inject('baseURL');
    const settings = await api<{ platform_settings: { site_name: string } }>('/admin/settings/');
    const response = await fetch(`${baseURL}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.name).toBe(settings.platform_settings.site_name);
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((item) => item.sizes === size && item.purpose === purpose);
        expect(icon, `${purpose} icon ${size}`).toBeDefined();
        const image = await fetch(`${baseURL}${icon?.src}`);
        expect(image.headers.get('content-type')).toBe('image/png');
      }
    }
  });
});

describe('lessons offline', () => {
  const student = useBrowser({ width: 375, height: 812 });

  it('shows a lesson the student has opened after a reload without a connection, until the session ends', async () => {
    const { page, context, baseURL } = student;
    await signInWithDemo(page, 'Student');
    await page.waitForURL('**/student/dashboard');
    await page.goto(`/student/courses/${course.id}/learn/${lesson.id}`);
    const title = page.getByRole('heading', { level: 2, name: lesson.title });
    await title.waitFor();
    // The worker installs after the first page has loaded; then the lesson's answers are kept.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Chromium's own check of an installable app (manifest, icons, worker), the one Lighthouse's audit ran.
    const cdp = await context.newCDPSession(page);
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
    const kept = `${baseURL}/api/courses/${course.id}/`;
    await expect
      .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, kept))
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await title.waitFor();
    await expect(page.getByText(sentence).isVisible()).resolves.toBe(true);
    expect(page.url()).toContain(`/student/courses/${course.id}/learn/${lesson.id}`);

    // A session the server no longer accepts ends on this device without Sign Out; what was kept for it goes.
    await context.setOffline(false);
    await page.evaluate(() => {
      localStorage.setItem('authToken', 'ended');
      localStorage.setItem('refreshToken', 'ended');
    });
    await page.reload();
    await expect
      .poll(() =>
        page.evaluate(async () => (await caches.keys()).filter((name) => !name.startsWith('somo-shell-'))),
      )
      .toEqual([]);
  });
});
