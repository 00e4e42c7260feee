import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect as expectValue, it } from 'vitest';
import { expectNoHorizontalScroll, signInWithDemo, waitForLoaded } from './support/actions';
import { checkA11y } from './support/a11y';
import { useBrowser } from './support/browser';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 40×30 PNG (a teal gradient), so the server's content check sees a genuine image. */
function makePng(width = 40, height = 30): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      row.writeUInt8(20 + x * 2, 1 + x * 3);
      row.writeUInt8(100 + y * 3, 2 + x * 3);
      row.writeUInt8(110, 3 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function lessonTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Lessons in order' }).locator('h3').allTextContents();
}

async function addLesson(page: Page, title: string, content: string, videoUrl = '') {
  await page.getByRole('button', { name: 'Add Lesson', exact: true }).click();
  await page.getByLabel('Lesson Title').fill(title);
  await page.getByLabel('Lesson Content').fill(content);
  if (videoUrl) await page.getByLabel('Video URL (optional)').fill(videoUrl);
  await page.getByRole('button', { name: 'Create Lesson' }).click();
  await page.getByRole('heading', { level: 3, name: title, exact: true }).waitFor();
}

describe('an instructor builds and publishes a course', () => {
  const b = useBrowser();
  const title = `Beekeeping Basics ${Date.now()}`;

  it('creates a course, adds, edits and reorders lessons, uploads a thumbnail, publishes and announces', async () => {
    const { page } = b;
    await signInWithDemo(page, 'Instructor');
    await page.waitForURL('**/instructor/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Teaching Hub' }).waitFor();
    await checkA11y(page);
    await page.getByRole('main').getByRole('link', { name: 'Create Course' }).click();
    await page.waitForURL('**/instructor/courses/create');

    // Manual creation is the default; the PDF way is offered beside it.
    expectValue(await page.getByRole('radio', { name: /AI-powered PDF upload/ }).isDisabled()).toBe(false);

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Description is required').waitFor();
    await checkA11y(page);

    await page.getByLabel('Course Title').fill(title);
    await page
      .getByLabel('Description')
      .fill('Keep healthy hives, harvest honey and sell it at a fair price.');
    await page.getByLabel('Currency').selectOption('UGX');
    await page.getByLabel('Price').fill('50000');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { name: 'Course created successfully!' }).waitFor();
    await page.waitForURL(/\/instructor\/courses\/\d+\/manage/, { timeout: 6000 });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const courseId = /\/courses\/(\d+)\//.exec(page.url())?.[1];
    expectValue(courseId).toBeTruthy();

    await page.getByRole('tab', { name: 'Lessons' }).click();
    await page.getByRole('heading', { name: 'No lessons yet' }).waitFor();
    await checkA11y(page);
    await addLesson(page, 'Inside the hive', 'Queens, workers and drones each have a job.');
    await addLesson(
      page,
      'Building a hive box',
      'A Langstroth box has frames that lift out.',
      'https://www.youtube.com/watch?v=rfscVS0vtbw',
    );
    await addLesson(page, 'Harvesting honey', 'Take only capped frames and leave enough for winter.');
    expectValue(await lessonTitles(page)).toEqual([
      'Inside the hive',
      'Building a hive box',
      'Harvesting honey',
    ]);
    await page.getByText('Video content included').waitFor();
    await checkA11y(page);

    // Inline edit, one lesson at a time.
    await page.getByRole('button', { name: 'Edit Building a hive box' }).click();
    await page.getByLabel('Lesson Title').fill('');
    await page.getByRole('button', { name: 'Save Lesson' }).click();
    await page.getByText('Please enter a lesson title').waitFor();
    await checkA11y(page);
    await page.getByLabel('Lesson Title').fill('Building a top-bar hive');
    await page.getByRole('button', { name: 'Save Lesson' }).click();
    await page.getByText('Lesson updated successfully!').first().waitFor();
    await page.getByRole('heading', { level: 3, name: 'Building a top-bar hive' }).waitFor();

    // Reorder with the keyboard: focus stays on the arrow that was pressed.
    await page.getByRole('button', { name: 'Move "Harvesting honey" up' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () =>
        document.activeElement?.getAttribute('aria-label') === 'Move "Harvesting honey" up' &&
        [...document.querySelectorAll('ol[aria-label="Lessons in order"] h3')].map(
          (h) => h.textContent,
        )[1] === 'Harvesting honey',
    );
    await page.reload();
    await page.getByRole('list', { name: 'Lessons in order' }).waitFor();
    expectValue(await lessonTitles(page)).toEqual([
      'Inside the hive',
      'Harvesting honey',
      'Building a top-bar hive',
    ]);

    // Thumbnail: chosen, previewed, and saved with Save Changes.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Course thumbnail').setInputFiles({
      name: 'hive.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await page.getByRole('img', { name: 'Preview of the chosen thumbnail' }).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Course settings saved.').first().waitFor();
    const saved = page.getByRole('img', { name: 'Current course thumbnail' });
    await saved.waitFor();
    expectValue(await saved.getAttribute('src')).toMatch(/^\/media\//);
    await checkA11y(page);

    // Publish, after the confirmation.
    await page.getByRole('button', { name: 'Publish Course' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish this course?' });
    await publish.waitFor();
    await checkA11y(page);
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('button', { name: 'Unpublish Course' }).waitFor();

    // The course is in the public catalogue, with its thumbnail.
    await page.goto(`/courses?search=${encodeURIComponent(title)}`);
    const card = page.locator('article').filter({ has: page.getByRole('link', { name: title }) });
    await card.waitFor();
    expectValue(await card.locator('img').getAttribute('src')).toMatch(/^\/media\//);
    await checkA11y(page);

    // An announcement to everyone enrolled.
    await page.goto(`/instructor/courses/${courseId}/edit`);
    const send = page.getByRole('button', { name: 'Send Announcement' });
    await send.waitFor();
    expectValue(await send.isDisabled()).toBe(true);
    await page.getByLabel('Announcement title').fill('First inspection on Saturday');
    expectValue(await send.isDisabled()).toBe(true);
    await page
      .getByLabel('Message', { exact: true })
      .fill('Bring gloves and a veil; we open the hives at 9 am.');
    await page.getByLabel('Mark as urgent').check();
    await send.click();
    await page.getByText('Announcement sent to all enrolled students!').first().waitFor();
    expectValue(await page.getByLabel('Announcement title').inputValue()).toBe('');
    await checkA11y(page);
  });
});

describe('the instructor area at 375 px', () => {
  const b = useBrowser({ width: 375, height: 800 });

  it('fits every page and every course tab without sideways scrolling', async () => {
    const { page } = b;
    await signInWithDemo(page, 'Instructor');
    await page.waitForURL('**/instructor/dashboard');
    await page.getByRole('heading', { level: 2, name: 'Your courses' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /Needs marking/ }).waitFor();
    await waitForLoaded(page);
    await expectNoHorizontalScroll(page);
    // Compact on a phone: under half the 3,900 px of identical banners it once took for the demo courses.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expectValue(height).toBeLessThan(1_950);
    await checkA11y(page);

    await page.getByRole('link', { name: 'Manage Introduction to Python Programming' }).click();
    await page.getByRole('heading', { level: 1, name: 'Introduction to Python Programming' }).waitFor();
    for (const tab of ['Overview', 'Lessons', 'Assessments', 'Students', 'Messages', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      await waitForLoaded(page);
      await expectNoHorizontalScroll(page);
      await checkA11y(page);
    }

    // Students: the real progress of a student, not a promise of one.
    await page.getByRole('tab', { name: 'Students' }).click();
    await page
      .getByRole('button', { name: /^View Progress/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Overall progress').waitFor();
    await dialog.getByText(/^\d+ of \d+ lessons? · .*\d+%$/).waitFor();
    await checkA11y(page);
    await page.keyboard.press('Escape');

    for (const path of ['/instructor/courses/create', '/instructor/forums']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForLoaded(page);
      await expectNoHorizontalScroll(page);
      await checkA11y(page);
    }
  });
});
