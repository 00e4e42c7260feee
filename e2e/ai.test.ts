import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { soilHandbookPdf } from '../apps/server/src/features/course-pdf/test-pdf';
import { expectNoHorizontalScroll, signInWithDemo } from './support/actions';
import { checkA11y } from './support/a11y';
import { useBrowser } from './support/browser';

const PYTHON = 'Introduction to Python Programming';
const KISWAHILI = 'Kiswahili for Beginners';
const LESSON = 'Variables and data types';

async function openLesson(page: Page, courseTitle: string, lessonTitle: string) {
  const course = page.getByRole('article').filter({ hasText: courseTitle });
  await course.getByRole('link', { name: 'Continue Learning' }).click();
  await page.waitForURL(/\/student\/courses\/\d+\/learn/);
  await page
    .getByRole('link', { name: new RegExp(lessonTitle) })
    .first()
    .click();
  await page.getByRole('heading', { name: lessonTitle, exact: true }).first().waitFor();
}

describe('a student studies with the AI assistant', () => {
  const b = useBrowser();

  it('asks about a lesson, gets an answer citing it, then studies 10 flashcards to the summary', async () => {
    const { page } = b;
    await signInWithDemo(page, 'Student');
    await page.waitForURL('**/student/dashboard');
    await openLesson(page, PYTHON, LESSON);

    await page.getByRole('link', { name: 'Explain with AI' }).click();
    await page.waitForURL(/\/ai-tutoring\?course=\d+&lesson=\d+/);
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await conversation.getByText(`Explain the lesson “${LESSON}” from ${PYTHON}.`).waitFor();
    await conversation
      .getByText(`Here is what the lesson “${LESSON}” (${PYTHON}) says about this:`, { exact: false })
      .waitFor();
    await conversation.getByText('A variable is a name that refers to a value.', { exact: false }).waitFor();
    const source = conversation.getByRole('link', { name: `${LESSON} · ${PYTHON}` });
    expect(await source.getAttribute('href')).toMatch(/^\/student\/courses\/\d+\/learn\/\d+$/);
    await page.getByText('About this lesson:').waitFor();
    expect(await page.getByLabel('Course').locator('option:checked').textContent()).toBe(PYTHON);
    await checkA11y(page);

    await page.getByLabel('Your question').fill('What are floats?');
    await page.keyboard.press('Enter');
    // The lesson excerpt may mention floats already, so read the second answer itself.
    const answers = conversation.getByText(`Here is what the lesson “${LESSON}”`, { exact: false });
    await expect.poll(() => answers.count()).toBe(2);
    expect(await answers.last().textContent()).toContain('Floats are numbers with a decimal point');
    await expectNoHorizontalScroll(page);

    await page.getByRole('tab', { name: 'FlashCard' }).click();
    await page.getByLabel('Topic').fill('Python programming');
    await page.getByRole('button', { name: 'Generate Flashcards' }).click();
    await page.getByText('Card 1 of 10').waitFor();
    await checkA11y(page);
    for (let card = 1; card <= 10; card += 1) {
      await page.getByText(`Card ${card} of 10`).waitFor();
      await page.getByRole('button', { name: 'Flip card' }).click();
      await page.getByRole('button', { name: 'Show question' }).waitFor();
      await page.getByRole('button', { name: card % 2 === 0 ? 'Mark correct' : 'Mark incorrect' }).click();
      // Each card is marked once; the last one opens the summary straight away.
      if (card < 10) expect(await page.getByRole('button', { name: 'Mark correct' }).isDisabled()).toBe(true);
    }
    await page.getByRole('heading', { name: 'Session complete!' }).waitFor();
    await page.getByText('You got 5 of 10 cards right (50%).').waitFor();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Study Again' }).click();
    await page.getByText('Card 1 of 10').waitFor();
    await page.getByText('0 correct · 0 incorrect').waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByLabel('Topic').waitFor();
  });
});

/** Registers a fresh student (the demo student's courses belong to other journeys) and signs them in. */
async function signInAsNewStudent(page: Page, username: string) {
  const password = 'Nyota-Kujifunza-2025';
  const registered = await page.request.post('/api/auth/register/', {
    data: {
      username,
      email: `${username}@example.com`,
      password,
      password_confirm: password,
      role: 'student',
      first_name: 'Zawadi',
      last_name: 'Achieng',
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/student/dashboard');
}

async function enrolFree(page: Page, courseTitle: string) {
  await page.goto('/courses');
  await page.getByRole('link', { name: courseTitle, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: courseTitle }).waitFor();
  await page.getByRole('button', { name: 'Enroll for Free' }).click();
  await page.getByText('You are enrolled in this course').waitFor();
}

/** The question on the card showing now. */
async function cardQuestion(page: Page) {
  const face = page.getByText('Question', { exact: true }).locator('xpath=following-sibling::div');
  return ((await face.textContent()) ?? '').trim();
}

describe('a learner of Python and Kiswahili studies Kiswahili with the assistant, on a phone', () => {
  const b = useBrowser({ width: 360, height: 760 });

  it('is asked to pick a course, then gets answers and flashcards from the Kiswahili course only', async () => {
    const { page } = b;
    await signInAsNewStudent(page, 'zawadi_ai_e2e');
    await enrolFree(page, PYTHON);
    await enrolFree(page, KISWAHILI);

    await page.goto('/ai-tutoring');
    const picker = page.getByLabel('Course');
    await expect.poll(() => picker.isEnabled()).toBe(true);
    expect(await picker.inputValue()).toBe('');
    expect(await picker.locator('option').allTextContents()).toEqual(['Choose a course', PYTHON, KISWAHILI]);
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await page.getByLabel('Your question').fill('Kiswahili numbers');
    await page.keyboard.press('Enter');
    await conversation
      .getByText(
        `Which course is your question about? Choose one of your courses first: “${PYTHON}”, “${KISWAHILI}”.`,
        { exact: false },
      )
      .waitFor();
    await checkA11y(page);
    await expectNoHorizontalScroll(page);

    await picker.selectOption({ label: KISWAHILI });
    await page.waitForURL(/\/ai-tutoring\?course=\d+$/);
    await page.getByLabel('Your question').fill('How do I say the numbers in Kiswahili?');
    await page.keyboard.press('Enter');
    await conversation.getByText('kumi na moja (11)', { exact: false }).waitFor();
    const sources = await conversation.getByRole('link').allTextContents();
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).toContain(`· ${KISWAHILI}`);
    expect(sources.join('\n')).not.toContain(PYTHON);

    await page.getByRole('tab', { name: 'FlashCard' }).click();
    await page.getByLabel('Topic').fill('Kiswahili numbers');
    await page.getByRole('button', { name: 'Generate Flashcards' }).click();
    const counter = page.getByText(/^Card 1 of \d+$/);
    await counter.waitFor();
    const total = Number((await counter.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(0);
    const madeFrom = page.getByText('Made from', { exact: true }).locator('xpath=following-sibling::ul');
    expect(await madeFrom.getByRole('link').allTextContents()).toEqual(['Numbers one to twenty']);
    await checkA11y(page);
    await expectNoHorizontalScroll(page);

    const questions: string[] = [];
    for (let card = 1; card <= total; card += 1) {
      await page.getByText(`Card ${card} of ${total}`).waitFor();
      questions.push(await cardQuestion(page));
      await page.getByRole('button', { name: 'Mark correct' }).click();
    }
    await page.getByRole('heading', { name: 'Session complete!' }).waitFor();
    expect(questions).not.toContain('What are Integers?');
    expect(questions.join('\n')).not.toMatch(/Python|Integers|variable/i);
    expect(questions.join('\n')).toMatch(/Moja|kumi|Numbers/);
  });
});

describe('an instructor creates a course from a PDF', () => {
  const b = useBrowser();

  it('uploads a PDF, sees the analysis and preview, creates the course and lands in the editor', async () => {
    const { page } = b;
    await signInWithDemo(page, 'Instructor');
    await page.waitForURL('**/instructor/dashboard');
    await page.goto('/instructor/courses/create');

    await page.getByRole('radio', { name: /AI-powered PDF upload/ }).click();
    expect(await page.getByRole('button', { name: 'Create', exact: true }).isDisabled()).toBe(true);
    await page.getByText('Tips for the best results').waitFor();
    await checkA11y(page);
    await page.getByLabel('PDF file').setInputFiles({
      name: 'healthy-soil.pdf',
      mimeType: 'application/pdf',
      buffer: soilHandbookPdf(),
    });

    const analysis = page.getByRole('region', { name: 'Healthy Soil for Small Farms' });
    await analysis.getByText('Document with numbered sections').waitFor();
    expect(await analysis.getByRole('listitem').count()).toBe(3);
    const preview = page.getByRole('region', { name: /^5 lessons and \d+ quiz questions$/ });
    await preview.getByText('Lessons (first 4 of 5)').waitFor();
    await preview.getByText('3. Compost and Organic Matter').waitFor();
    expect(await page.getByLabel('Course Title').inputValue()).toBe('Healthy Soil for Small Farms');
    await expectNoHorizontalScroll(page);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { name: 'Course created successfully!' }).waitFor();
    await page.getByText('Lessons created').waitFor();
    expect(await page.getByText('Lessons created').locator('xpath=following-sibling::dd').textContent()).toBe(
      '5',
    );
    const questions = Number(
      await page.getByText('Total questions').locator('xpath=following-sibling::dd').textContent(),
    );
    expect(questions).toBeGreaterThanOrEqual(5);

    await page.waitForURL(/\/instructor\/courses\/\d+\/manage/, { timeout: 8000 });
    await page.getByRole('heading', { level: 1, name: 'Healthy Soil for Small Farms' }).waitFor();
    await page.getByRole('tab', { name: 'Lessons' }).click();
    const lessons = page.getByRole('list', { name: 'Lessons in order' }).locator('h3');
    await expect
      .poll(() => lessons.allTextContents())
      .toEqual([
        'Introduction',
        'What Soil Is Made Of',
        'Compost and Organic Matter',
        'Water and Drainage',
        'Crop Rotation',
      ]);
    await checkA11y(page);
    await page.getByRole('tab', { name: 'Assessments' }).click();
    await page.getByText('Quiz: Healthy Soil for Small Farms').first().waitFor();
    await page.getByText('Inactive').first().waitFor();
    await checkA11y(page);
  });
});
