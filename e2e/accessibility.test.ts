import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y } from './support/a11y';
import { expectNoHorizontalScroll, signInWithDemo } from './support/actions';
import { useBrowser } from './support/browser';

const WIDTHS = [1280, 375];

/** Each page a visitor can open without signing in, with something that shows it has finished loading. */
const PUBLIC_PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    ready: (page) => page.getByRole('heading', { level: 1, name: /Learn without limits/ }).waitFor(),
  },
  {
    path: '/courses',
    ready: (page) => page.getByRole('region', { name: 'Courses' }).getByRole('article').first().waitFor(),
  },
  { path: '/login', ready: (page) => page.getByRole('button', { name: 'Student demo' }).waitFor() },
  {
    path: '/register',
    ready: (page) => page.getByRole('heading', { name: 'Create your account' }).waitFor(),
  },
  { path: '/terms', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/privacy', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/notifications', ready: (page) => page.getByText('Please Sign In').first().waitFor() },
  { path: '/unauthorized', ready: (page) => page.getByRole('heading', { name: 'Access Denied' }).waitFor() },
  {
    path: '/no-such-page',
    ready: (page) => page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor(),
  },
];

async function checkPage(page: Page) {
  await checkA11y(page);
  await expectNoHorizontalScroll(page);
}

for (const width of WIDTHS) {
  describe(`accessibility and layout at ${width} px`, () => {
    const b = useBrowser({ width, height: 800 });

    it('every public page passes axe and fits the screen', async () => {
      const { page } = b;
      for (const { path, ready } of PUBLIC_PAGES) {
        await page.goto(path);
        await ready(page);
        await checkPage(page);
      }

      await page.goto('/courses');
      await page.getByRole('region', { name: 'Courses' }).getByRole('link').first().click();
      await page.waitForURL(/\/courses\/\d+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page
        .getByRole('button', { name: /Enroll/ })
        .first()
        .waitFor();
      await checkPage(page);
    });

    it('the student dashboard passes axe and fits the screen', async () => {
      const { page } = b;
      await signInWithDemo(page, 'Student');
      await page.waitForURL('**/student/dashboard');
      await page.getByRole('heading', { name: 'My Learning Journey' }).waitFor();
      await page.getByText('Introduction to Python Programming').first().waitFor();
      await checkPage(page);
    });

    it('the admin users page passes axe and fits the screen', async () => {
      const { page } = b;
      await signInWithDemo(page, 'Admin');
      await page.waitForURL('**/admin/dashboard');
      await page.goto('/admin/users');
      await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
      await page.getByText('demo_student').first().waitFor();
      await checkPage(page);
    });
  });
}
