import type { Page } from 'playwright-core';
import { describe, expect as expectValue, it } from 'vitest';
import {
  expectNoHorizontalScroll,
  openAssessmentsTab,
  signInWithDemo,
  waitForLoaded,
} from './support/actions';
import { checkA11y } from './support/a11y';
import { useBrowser } from './support/browser';

const COURSE = 'Introduction to Python Programming';

/** The exam countdown ('m:ss' or 'h:mm:ss') in seconds. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  return text
    .trim()
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
}

describe('a timed assessment, from authoring to hand marking', () => {
  const teacher = useBrowser();
  // The student sits the exam on a phone.
  const learner = useBrowser({ width: 375, height: 800 });
  const title = `Loops check ${Date.now()}`;

  it(
    'is created, taken across a page change, submitted and marked by hand',
    { timeout: 240_000 },
    async () => {
      // The instructor writes the assessment: one multiple-choice and one text question without an expected answer.
      await signInWithDemo(teacher.page, 'Instructor');
      await teacher.page.waitForURL('**/instructor/dashboard');
      await openAssessmentsTab(teacher.page, COURSE);
      await teacher.page.getByRole('link', { name: 'Create Assessment' }).first().click();
      await teacher.page.getByRole('heading', { name: 'New assessment' }).waitFor();

      // Nothing filled in: the spec's texts appear by their fields.
      await teacher.page.getByRole('button', { name: 'Create Assessment' }).click();
      await teacher.page.getByText('Title is required').waitFor();
      await teacher.page.getByText('At least one question is required').waitFor();
      await checkA11y(teacher.page);

      await teacher.page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await teacher.page
        .getByRole('textbox', { name: 'Instructions' })
        .fill('Two quick questions about loops.');
      expectValue(
        await teacher.page.getByRole('spinbutton', { name: 'Duration (minutes)' }).inputValue(),
      ).toBe('60');
      expectValue(
        await teacher.page.getByRole('spinbutton', { name: 'Passing score (%)' }).inputValue(),
      ).toBe('70');

      await teacher.page.getByRole('button', { name: 'Add multiple-choice question' }).click();
      const first = teacher.page.getByRole('region', { name: 'Question 1' });
      await first
        .getByRole('textbox', { name: 'Question text' })
        .fill('Which keyword loops over every item of a list?');
      expectValue(await first.getByRole('textbox', { name: /^Option \d$/ }).count()).toBe(4);
      await first.getByRole('button', { name: 'Remove option 4' }).click();
      await first.getByRole('textbox', { name: 'Option 1' }).fill('while');
      await first.getByRole('textbox', { name: 'Option 2' }).fill('for');
      await first.getByRole('textbox', { name: 'Option 3' }).fill('repeat');
      await first.getByRole('radio', { name: 'Option 2 is the correct answer' }).check();
      // Two options must stay.
      await first.getByRole('button', { name: 'Remove option 3' }).click();
      expectValue(await first.getByRole('button', { name: 'Remove option 2' }).isDisabled()).toBe(true);

      await teacher.page.getByRole('button', { name: 'Add text question' }).click();
      const second = teacher.page.getByRole('region', { name: 'Question 2' });
      await second
        .getByRole('textbox', { name: 'Question text' })
        .fill('In your own words, what does a while loop do?');
      await teacher.page.getByRole('button', { name: 'Create Assessment' }).click();

      const listed = teacher.page.getByRole('article', { name: title });
      await listed.waitFor();
      await listed.getByText('Active').waitFor();
      await listed.getByText('2 questions · 1 hour · 100 points · pass 70% · 1 attempt').waitFor();
      await checkA11y(teacher.page);

      // The student starts it on their phone and answers the first question.
      const { page } = learner;
      await signInWithDemo(page, 'Student');
      await page.waitForURL('**/student/dashboard');
      await page.goto('/exams');
      const card = page.getByRole('article', { name: title });
      await card.waitFor();
      await expectNoHorizontalScroll(page);
      await checkA11y(page);
      await card.getByRole('link', { name: `Start ${title}` }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('The timer keeps running if you leave.').waitFor();
      await checkA11y(page);
      await page.getByRole('button', { name: 'Start Assessment' }).click();
      await page.getByRole('timer').waitFor();
      await expectNoHorizontalScroll(page);
      const before = await secondsLeft(page);
      expectValue(before).toBeGreaterThan(59 * 60 - 30);
      expectValue(before).toBeLessThanOrEqual(60 * 60);

      await page.getByRole('radio', { name: 'for', exact: true }).check();
      await page.getByText('Not saved yet', { exact: true }).waitFor();
      await page.getByText('Saved', { exact: true }).waitFor();
      await checkA11y(page);

      // They leave the exam and come back: the answer is still there and the clock kept running.
      await page.goto('/student/dashboard');
      await page.getByRole('heading', { level: 1, name: 'My Learning Journey' }).waitFor();
      await page.waitForTimeout(2000);
      await page.goto('/exams');
      await page.getByRole('article', { name: title }).getByText('In progress').waitFor();
      await page
        .getByRole('article', { name: title })
        .getByRole('link', { name: `Resume ${title}` })
        .click();
      await page.getByRole('timer').waitFor();
      expectValue(await page.getByRole('radio', { name: 'for', exact: true }).isChecked()).toBe(true);
      expectValue(await secondsLeft(page)).toBeLessThan(before - 1);
      await expectNoHorizontalScroll(page);

      await page
        .getByRole('textbox', { name: /what does a while loop do/ })
        .fill('It repeats its body for as long as its condition stays true.');
      await page.getByRole('button', { name: 'Submit Assessment' }).click();
      const confirm = page.getByRole('dialog', { name: 'Submit your answers?' });
      await confirm.getByText('You have answered all 2 questions.').waitFor();
      await checkA11y(page);
      await confirm.getByRole('button', { name: 'Submit Assessment' }).click();
      // The text answer has no expected answer, so it waits for the instructor: no score is final yet.
      await page
        .getByText('Assessment submitted! 1 of 1 marked correct · 1 awaiting marking', { exact: true })
        .waitFor();
      await page.getByRole('dialog').getByText('Awaiting marking', { exact: true }).waitFor();
      await checkA11y(page);
      await page.getByRole('button', { name: 'View result' }).click();
      await page.getByText('Latest attempt').waitFor();
      await page.getByText('1 of 1 marked correct · 1 awaiting marking', { exact: true }).waitFor();
      await expectNoHorizontalScroll(page);
      await checkA11y(page);

      // The submission waits on the instructor's dashboard, by the student's full name.
      await teacher.page.goto('/instructor/dashboard');
      const queue = teacher.page.getByRole('region', { name: /Needs marking/ });
      await queue.waitFor();
      if ((await queue.getByRole('button', { name: /^Show all/ }).count()) > 0) {
        await queue.getByRole('button', { name: /^Show all/ }).click();
      }
      const waiting = queue.getByRole('listitem').filter({ hasText: title });
      await waiting.getByText('Amani Okello', { exact: true }).waitFor();
      await waiting.getByText(/1 answer to mark/).waitFor();
      await checkA11y(teacher.page);

      // The submissions list gives no verdict before marking.
      await openAssessmentsTab(teacher.page, COURSE);
      const reloaded = teacher.page.getByRole('article', { name: title });
      await reloaded.getByText('1 submission', { exact: true }).waitFor();
      await reloaded.getByRole('link', { name: /^Submissions/ }).click();
      const row = teacher.page.getByRole('row', { name: /Amani Okello/ });
      await row.getByText('Needs marking').waitFor();
      await row.getByText('50.0% so far').waitFor();
      await checkA11y(teacher.page);

      // Mark goes straight from the dashboard to the answers.
      await teacher.page.goto('/instructor/dashboard');
      if ((await queue.getByRole('button', { name: /^Show all/ }).count()) > 0) {
        await queue.getByRole('button', { name: /^Show all/ }).click();
      }
      await waiting.getByRole('link', { name: `Mark Amani Okello's ${title}` }).click();
      await teacher.page.getByRole('heading', { name: /Attempt 1/ }).waitFor();

      const mcReview = teacher.page.getByRole('region', { name: /Question 1/ });
      await mcReview.getByText('Correct', { exact: true }).waitFor();
      await mcReview.getByText('Correct answer', { exact: true }).waitFor();
      const textReview = teacher.page.getByRole('region', { name: /Question 2/ });
      await textReview.getByText('Needs marking').waitFor();
      await textReview.getByText('It repeats its body for as long as its condition stays true.').waitFor();
      await checkA11y(teacher.page);
      await textReview.getByRole('button', { name: 'Mark correct' }).click();

      const percentage = teacher.page.getByRole('definition').filter({ hasText: '%' });
      await teacher.page.getByText('100.0%', { exact: true }).waitFor();
      expectValue(await percentage.first().textContent()).toBe('100.0%');
      await teacher.page.getByText('Passed', { exact: true }).first().waitFor();
      expectValue(
        await textReview.getByRole('button', { name: 'Mark correct' }).getAttribute('aria-pressed'),
      ).toBe('true');
      await checkA11y(teacher.page);

      // Marked: it leaves the dashboard's list, and the student's result is final.
      await teacher.page.goto('/instructor/dashboard');
      await queue.waitFor();
      await waitForLoaded(teacher.page);
      expectValue(await queue.getByText(title).count()).toBe(0);
      await page.goto('/exams');
      const result = page.getByRole('article', { name: title });
      await result.getByText('Passed', { exact: true }).waitFor();
      await result.getByText('100.0%', { exact: true }).waitFor();
    },
  );
});
