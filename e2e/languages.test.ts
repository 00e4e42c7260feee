import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoHorizontalScroll, signInWithDemo } from './support/actions';
import { checkA11y } from './support/a11y';
import { useBrowser } from './support/browser';
import { translation } from './support/catalogues';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Marks the loaded document, so a later check proves the page was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { somoSameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => 'somoSameDocument' in window);

describe('a guest whose browser prefers French', () => {
  const b = useBrowser({ width: 1280, height: 800 }, { locale: 'fr-FR' });

  it('reads home, catalogue and sign-in in French, then switches to Spanish in the footer', async () => {
    const { page } = b;
    const fr = (catalogue: string, english: string) => translation('fr', catalogue, english);

    await page.goto('/');
    await page.getByText(fr('courses', 'Courses, forums and an AI study assistant')).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    await checkA11y(page);

    await page.goto('/courses');
    await page.getByRole('heading', { level: 1, name: fr('courses', 'Explore Courses') }).waitFor();

    await page.goto('/login');
    await page.getByRole('heading', { name: fr('auth', 'Welcome back') }).waitFor();
    await page.getByLabel(fr('auth', 'Username or Email')).waitFor();
    await markDocument(page);

    await page.getByLabel(fr('shared', 'Language')).selectOption('es');
    await page.getByRole('heading', { name: translation('es', 'auth', 'Welcome back') }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    expect(await sameDocument(page)).toBe(true);

    // The choice is kept on this device.
    await page.reload();
    await page.getByLabel(translation('es', 'auth', 'Username or Email')).waitFor();
    expect(await htmlLang(page)).toBe('es');
  });
});

describe('a student who reads Swahili', () => {
  const b = useBrowser();

  // The demo student is shared with other journeys: whatever happens here, they go back to English.
  afterEach(async () => {
    const token = await b.page.evaluate(() => localStorage.getItem('authToken')).catch(() => null);
    if (!token) return;
    await b.page.request.put('/api/profile/update/', {
      headers: { authorization: `Bearer ${token}` },
      data: { language_preference: 'en' },
    });
  });

  it('sets Swahili in Settings and reads the dashboard, exams, notifications and forums in it without a reload, then goes back to English', async () => {
    const { page } = b;
    const sw = (catalogue: string, english: string) => translation('sw', catalogue, english);
    await signInWithDemo(page, 'Student');
    await page.waitForURL('**/student/dashboard');
    await page.getByRole('heading', { name: 'My Learning Journey' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Student navigation' });
    await sidebar.getByRole('link', { name: 'Profile' }).click();
    await markDocument(page);

    await chooseLanguage(
      page,
      { tab: 'Settings', edit: 'Edit Profile', label: 'Language', save: 'Save Changes' },
      'sw',
    );
    await page.getByRole('heading', { level: 1, name: sw('profile', 'My Profile') }).waitFor();
    expect(await htmlLang(page)).toBe('sw');

    const swSidebar = page.getByRole('navigation', { name: sw('signed-in', 'Student navigation') });
    await swSidebar.getByRole('link', { name: sw('signed-in', 'Dashboard') }).click();
    await page.getByRole('heading', { name: sw('student', 'My Learning Journey') }).waitFor();
    await swSidebar.getByRole('link', { name: sw('signed-in', 'Exams') }).click();
    await page.getByRole('heading', { level: 1, name: sw('assessments', 'Assessments') }).waitFor();
    await swSidebar.getByRole('link', { name: sw('signed-in', 'Course Forums') }).click();
    await page.getByRole('heading', { level: 1, name: sw('forums', 'Course Forums') }).waitFor();
    await checkA11y(page);
    await swSidebar.getByRole('link', { name: sw('signed-in', 'Notifications') }).click();
    await page.getByRole('heading', { level: 1, name: sw('notifications', 'Notifications') }).waitFor();
    // Somo's own notification sentences are in Swahili too; the course's name stays as written.
    const newMessage = sw('notifications', 'New message in {course}').replace(
      '{course}',
      'Introduction to Python Programming',
    );
    await page.getByText(newMessage).first().waitFor();
    await expectNoHorizontalScroll(page);
    // The notifications page has no sidebar: back, in the same document, to the forums.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: sw('forums', 'Course Forums') }).waitFor();
    expect(await sameDocument(page)).toBe(true);

    await swSidebar.getByRole('link', { name: sw('signed-in', 'Profile') }).click();
    await chooseLanguage(
      page,
      {
        tab: sw('profile', 'Settings'),
        edit: sw('profile', 'Edit Profile'),
        label: sw('profile', 'Language'),
        save: sw('profile', 'Save Changes'),
      },
      'en',
    );
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'My Learning Journey' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await sameDocument(page)).toBe(true);
  });
});

type ProfileTexts = { tab: string; edit: string; label: string; save: string };

async function chooseLanguage(page: Page, texts: ProfileTexts, language: string) {
  await page.getByRole('tab', { name: texts.tab }).click();
  await page.getByRole('button', { name: texts.edit }).click();
  await page.getByLabel(texts.label, { exact: true }).selectOption(language);
  await page.getByRole('button', { name: texts.save }).click();
}

describe('right-to-left', () => {
  const b = useBrowser({ width: 1280, height: 800 });

  it('mirrors the layout when the document is right-to-left, as an RTL catalogue would make it', async () => {
    const { page } = b;
    await signInWithDemo(page, 'Student');
    await page.waitForURL('**/student/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Student navigation' });
    await sidebar.waitFor();
    const before = await sidebar.boundingBox();
    // A pseudo right-to-left locale: what activating an RTL language does to the document.
    await page.evaluate(() => {
      document.documentElement.lang = 'ar-XB';
      document.documentElement.dir = 'rtl';
    });
    const after = await sidebar.boundingBox();
    expect(before && after).toBeTruthy();
    if (!before || !after) return;
    expect(before.x).toBeLessThan(640);
    expect(after.x + after.width).toBeGreaterThan(1280 - 40);
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/courses');
    await page.evaluate(() => {
      document.documentElement.dir = 'rtl';
    });
    await expectNoHorizontalScroll(page);
  });
});
