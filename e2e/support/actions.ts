import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Signs in through the login page's demo button for the role ('Student', 'Instructor' or 'Admin'). */
export async function signInWithDemo(page: Page, role: 'Student' | 'Instructor' | 'Admin') {
  await page.goto('/login');
  await page.getByRole('button', { name: `${role} demo` }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Waits until the page has finished loading its data: no 'Loading…' status, busy region or skeleton is
 * left. (The live notification stream keeps a request open, so the network itself never goes quiet.)
 */
export async function waitForLoaded(page: Page) {
  await page.waitForFunction(() => {
    const loading = [...document.querySelectorAll('[role="status"]')].some((element) =>
      element.textContent?.trim().startsWith('Loading'),
    );
    return !loading && !document.querySelector('[aria-busy="true"], .animate-pulse');
  });
}

/** The instructor's course editor for `course`, on its Assessments tab, from the dashboard. */
export async function openAssessmentsTab(page: Page, course: string) {
  await page.goto('/instructor/dashboard');
  await page.getByRole('link', { name: `Manage ${course}` }).click();
  await page.getByRole('heading', { level: 1, name: course }).waitFor();
  await page.getByRole('tab', { name: 'Assessments' }).click();
  await page.getByRole('heading', { level: 2, name: 'Assessments' }).waitFor();
}
