import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoHorizontalScroll, signInWithDemo, waitForLoaded } from './support/actions';
import { checkA11y } from './support/a11y';
import { api, demoToken } from './support/api';
import { useBrowser } from './support/browser';

const stamp = Date.now().toString(36);
const COURSE = `Soils of East Africa ${stamp}`;
const LESSON = 'Reading a soil profile';
const FIXTURES = path.resolve(import.meta.dirname, 'fixtures');
const HANDOUT = 'Soil worksheet.pdf';

/** A free draft course by the demo instructor, published once its lesson is written and back to draft after. */
let courseId = 0;
let instructorToken = '';

beforeAll(async () => {
  instructorToken = await demoToken('demo_instructor');
  const course = await api<{ id: number }>('/instructor/courses/create/', {
    token: instructorToken,
    method: 'POST',
    body: { title: COURSE, description: 'Soil types, profiles and care.', price: 0, is_published: false },
  });
  courseId = course.id;
});

afterAll(async () => {
  if (!courseId) return;
  const detail = await api<{ is_published: boolean }>(`/instructor/courses/${courseId}/detail/`, {
    token: instructorToken,
  });
  if (detail.is_published) {
    await api(`/instructor/courses/${courseId}/toggle-publication/`, {
      token: instructorToken,
      method: 'POST',
    });
  }
});

describe('a rich lesson, from the instructor’s editor to the student and a guest', () => {
  const instructor = useBrowser();
  const student = useBrowser({ width: 375, height: 812 });
  const guest = useBrowser();

  it('is written with formatting, an image, a handout and a video, then read, downloaded and played', async () => {
    // The instructor writes the lesson: a heading and a list with the toolbar, an image with its description.
    const { page } = instructor;
    await signInWithDemo(page, 'Instructor');
    await page.waitForURL('**/instructor/dashboard');
    await page.goto(`/instructor/courses/${courseId}/lessons/create`);
    await page.getByLabel('Lesson Title').fill(LESSON);
    const content = page.getByLabel('Lesson Content');
    await content.fill('A soil profile shows the layers under the ground.\n\n');
    await content.press('End');
    await page.getByRole('button', { name: 'Heading' }).click();
    await page.keyboard.type('The three layers');
    await content.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Topsoil, dark and rich');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Subsoil, clay and minerals');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Bedrock');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: 'Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await dialog.getByLabel('Image file').setInputFiles(path.join(FIXTURES, 'soil-field.png'));
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await dialog.getByText('Write a description of the image: it is required.').waitFor();
    await dialog.getByLabel('Description (alt text)').fill('A field of dark topsoil');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await content.inputValue()).toMatch(
      /!\[A field of dark topsoil\]\(\/media\/lesson-images\/[0-9a-f-]{36}-1600\.webp\)/,
    );

    // The live preview shows it formatted, before anything is saved.
    const preview = page.getByRole('region', { name: 'Lesson preview' });
    await preview.getByRole('heading', { name: 'The three layers' }).waitFor();
    expect(await preview.getByRole('listitem').allTextContents()).toEqual([
      'Topsoil, dark and rich',
      'Subsoil, clay and minerals',
      'Bedrock',
    ]);
    await preview.getByRole('img', { name: 'A field of dark topsoil' }).waitFor();

    // An uploaded video: the lesson is created first, then its editor asks for the file.
    await page.getByRole('radio', { name: /Upload a video/ }).check();
    await page.getByRole('button', { name: 'Create Lesson' }).click();
    await page.waitForURL(`**/instructor/courses/${courseId}/lessons/*/edit**`);
    await page.getByLabel('Choose a video to upload').setInputFiles(path.join(FIXTURES, 'lesson-clip.mp4'));
    await page.getByLabel('The uploaded video').waitFor();
    await page.getByText('lesson-clip.mp4', { exact: true }).first().waitFor();

    // A handout, under the name the student will download it with.
    const pdf = await readFile(path.join(FIXTURES, 'worksheet.pdf'));
    await page
      .getByLabel('Upload handout')
      .setInputFiles({ name: HANDOUT, mimeType: 'application/pdf', buffer: pdf });
    await page
      .getByRole('list', { name: 'Handouts of this lesson' })
      .getByRole('link', { name: HANDOUT })
      .waitFor();
    await checkA11y(page);

    await api(`/instructor/courses/${courseId}/toggle-publication/`, {
      token: instructorToken,
      method: 'POST',
    });

    // An enrolled student, on a phone, reads it formatted.
    const learner = student.page;
    await signInWithDemo(learner, 'Student');
    await learner.waitForURL('**/student/dashboard');
    await learner.goto(`/courses/${courseId}`);
    await learner.getByRole('button', { name: 'Enroll for Free' }).click();
    await learner.getByText('You are enrolled in this course').waitFor();
    await learner.getByRole('link', { name: 'Continue Learning' }).click();
    await learner.getByRole('heading', { level: 2, name: LESSON }).waitFor();
    await learner.getByRole('heading', { name: 'The three layers' }).waitFor();
    await learner.getByRole('listitem').filter({ hasText: 'Subsoil, clay and minerals' }).waitFor();
    const image = learner.getByRole('img', { name: 'A field of dark topsoil' });
    await image.scrollIntoViewIfNeeded();
    expect(await image.getAttribute('srcset')).toMatch(
      /-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w$/,
    );
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await waitForLoaded(learner);
    await checkA11y(learner);
    await expectNoHorizontalScroll(learner);

    // Downloads the handout under its name.
    const [download] = await Promise.all([
      learner.waitForEvent('download'),
      learner.getByRole('link', { name: new RegExp(HANDOUT) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(HANDOUT);
    const saved = await download.path();
    expect((await readFile(saved)).equals(pdf)).toBe(true);

    // Plays the video from a point in the middle; the browser fetches it in ranges, answered with 206.
    const videoAnswers: number[] = [];
    learner.on('response', (response) => {
      if (response.url().includes('/api/files/') && response.headers()['content-type'] === 'video/mp4') {
        videoAnswers.push(response.status());
      }
    });
    await learner.reload();
    await learner.getByRole('heading', { level: 2, name: LESSON }).waitFor();
    const video = learner.locator('video');
    await video.scrollIntoViewIfNeeded();
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      if (element.readyState < 1) {
        await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
      }
      element.currentTime = 2;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(2.3);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
    expect(videoAnswers.length).toBeGreaterThan(0);
    expect(videoAnswers.every((status) => status === 206)).toBe(true);

    // A guest sees the course page without the lesson's content, files or video.
    const visitor = guest.page;
    await visitor.goto(`/courses/${courseId}`);
    await visitor.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    await visitor.getByText(LESSON).first().waitFor();
    await visitor.getByText('Content available after enrollment').first().waitFor();
    expect(await visitor.getByText('The three layers').count()).toBe(0);
    expect(await visitor.getByText(HANDOUT).count()).toBe(0);
    expect(await visitor.locator('video').count()).toBe(0);
    const publicCourse = await api<{ lessons: { content: null; video_url: null; attachments?: unknown }[] }>(
      `/courses/${courseId}/`,
    );
    expect(publicCourse.lessons[0]).toMatchObject({ content: null, video_url: null });
    expect(publicCourse.lessons[0]).not.toHaveProperty('attachments');
  });
});
