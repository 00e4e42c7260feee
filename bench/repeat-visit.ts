import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { SLOW_3G, startSlowNetwork } from './slow-network';

const VISITS = 3;

type Lesson = { path: string; sentence: string; answers: string[] };
type Session = { user: unknown; tokens: { access: string; refresh: string } };

async function call<T>(url: string, init?: { token?: string; body?: unknown }): Promise<T> {
  const response = await fetch(url, {
    method: init?.body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init?.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init?.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The demo student's first written lesson in a course they are enrolled in, and its first sentence. */
async function demoLesson(server: string, session: Session): Promise<Lesson> {
  const token = session.tokens.access;
  const enrolled = await call<{ id: number; lesson_count: number }[]>(
    `${server}/api/student/enrolled-courses/`,
    { token },
  );
  for (const course of enrolled.filter((item) => item.lesson_count > 0)) {
    const detail = await call<{ lessons: { id: number; content: string | null }[] }>(
      `${server}/api/courses/${course.id}/`,
      { token },
    );
    const lesson = detail.lessons.find((item) => item.content?.trim());
    const sentence = lesson?.content?.split('\n')[0]?.split('.')[0]?.trim();
    if (lesson && sentence) {
      return {
        path: `/student/courses/${course.id}/learn/${lesson.id}`,
        sentence,
        answers: [`/api/courses/${course.id}/`, `/api/student/courses/${course.id}/progress/`],
      };
    }
  }
  throw new Error('demo_student has no written lesson');
}

function answersKept(page: Page, answers: string[]) {
  return page.evaluate(async (urls) => {
    const kept = await Promise.all(urls.map((url) => caches.match(url)));
    return kept.every(Boolean);
  }, answers);
}

/** Chromium's own installability check (what Lighthouse's "installable" audit reported up to Lighthouse 11). */
async function installabilityErrors(context: BrowserContext): Promise<string[]> {
  const page = context.pages()[0];
  if (!page) return ['no page open'];
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  await cdp.detach();
  return installabilityErrors.map((error) => error.errorId);
}

export type RepeatVisit = { installErrors: string[]; firstVisitMs: number; repeatVisitsMs: number[] };

/**
 * A student opens a lesson once on a good connection, then comes back to it over slow 3G: the time from the
 * address being entered to the lesson's text on screen, each time in a new tab of the same browser profile.
 */
export async function lessonRepeatVisit(server: string, chromePath: string, args: string[]) {
  const network = await startSlowNetwork(server);
  const profile = await mkdtemp(path.join(tmpdir(), 'somo-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args,
    viewport: { width: 375, height: 812 },
    baseURL: network.url,
  });
  try {
    const session = await call<Session>(`${server}/api/auth/login/`, {
      body: { username: 'demo_student', password: 'demo12345' },
    });
    const lesson = await demoLesson(server, session);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate((stored) => {
      localStorage.setItem('authToken', stored.tokens.access);
      localStorage.setItem('refreshToken', stored.tokens.refresh);
      localStorage.setItem('user', JSON.stringify(stored.user));
    }, session);
    let started = Date.now();
    await page.goto(lesson.path);
    await page.getByText(lesson.sentence).first().waitFor({ timeout: 60_000 });
    const firstVisitMs = Date.now() - started;
    // Seen before: the worker controls the page and has kept the lesson's answers.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    while (!(await answersKept(page, lesson.answers))) await page.waitForTimeout(100);
    const installErrors = await installabilityErrors(context);

    network.use(SLOW_3G);
    const repeatVisitsMs: number[] = [];
    for (let visit = 0; visit < VISITS; visit += 1) {
      const tab = await context.newPage();
      started = Date.now();
      await tab.goto(lesson.path, { waitUntil: 'commit', timeout: 60_000 });
      await tab.getByText(lesson.sentence).first().waitFor({ timeout: 60_000 });
      repeatVisitsMs.push(Date.now() - started);
      await tab.close();
    }
    return { installErrors, firstVisitMs, repeatVisitsMs } satisfies RepeatVisit;
  } finally {
    await context.close();
    await network.close();
    await rm(profile, { recursive: true, force: true });
  }
}
