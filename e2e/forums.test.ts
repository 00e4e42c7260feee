import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { expectNoHorizontalScroll, signInWithDemo } from './support/actions';
import { checkA11y } from './support/a11y';

const COURSE = 'Introduction to Python Programming';
/** The demo accounts' full names: people are shown by name, never by username. */
const STUDENT_NAME = 'Amani Okello';
const INSTRUCTOR_NAME = 'Grace Nakato';
const THREAD_TITLE = 'How do I read a CSV file line by line?';
/** success-50, the solution post's background. */
const SOLUTION_GREEN = 'rgb(236, 253, 245)';

/** Two people, two browsers and a dozen page loads: more than the default per-test budget on a busy machine. */
const JOURNEY_TIMEOUT = 180_000;

let threadPath = '';
let forumPath = '';

async function signIn(page: Page, role: 'Student' | 'Instructor') {
  await signInWithDemo(page, role);
  await page.waitForURL(`**/${role.toLowerCase()}/dashboard`);
}

function solutionBackground(page: Page) {
  return page
    .getByRole('article', { name: `Solution by ${INSTRUCTOR_NAME}` })
    .evaluate((element) => getComputedStyle(element).backgroundColor);
}

describe('course forum: a question answered, solved, pinned and locked', () => {
  const student = useBrowser();
  const instructor = useBrowser();

  it(
    'student asks, instructor answers and moderates, student sees the outcome',
    async () => {
      const s = student.page;
      await signIn(s, 'Student');
      await s.goto('/student/forums');
      await s.getByRole('heading', { level: 1, name: 'Course Forums' }).waitFor();
      await s.getByPlaceholder('Search your courses...').waitFor();
      await checkA11y(s);
      const card = s.getByRole('article', { name: COURSE });
      await card.getByText(`by ${INSTRUCTOR_NAME}`).waitFor();
      await card.getByRole('link', { name: 'Join Discussions' }).click();
      await s.waitForURL(/\/courses\/\d+\/forum$/);
      forumPath = new URL(s.url()).pathname;
      await s.getByRole('heading', { level: 1, name: COURSE }).waitFor();
      await s.getByRole('button', { name: /Questions & Answers/ }).waitFor();
      await checkA11y(s);

      await s.getByRole('button', { name: 'New Thread' }).click();
      const dialog = s.getByRole('dialog', { name: 'Start a new discussion' });
      await dialog.getByLabel('Category').selectOption({ label: 'Questions & Answers' });
      await dialog.getByRole('button', { name: 'Create Thread' }).click();
      await dialog.getByText('Please fill in both title and content').waitFor();
      await checkA11y(s);
      await dialog.getByLabel('Title').fill(THREAD_TITLE);
      await dialog.getByText(`${THREAD_TITLE.length}/200 characters`).waitFor();
      const question = 'I loop over open("data.csv") but every line ends with a newline.';
      await dialog.getByLabel('Message').fill(question);
      await dialog.getByText(`${question.length}/2000 characters`).waitFor();
      await dialog.getByRole('button', { name: 'Create Thread' }).click();

      await s.waitForURL(/\/forum\/thread\/\d+$/);
      threadPath = new URL(s.url()).pathname;
      await s.getByRole('heading', { level: 1, name: THREAD_TITLE }).waitFor();
      await s.getByText('Questions & Answers').first().waitFor();
      const opening = s.getByRole('article', { name: `Opening post by ${STUDENT_NAME}` });
      await opening.getByText(question).waitFor();
      expect(await opening.locator('[data-initials]').getAttribute('data-initials')).toBe('AO');
      expect(await opening.getByText('Instructor', { exact: true }).count()).toBe(0);
      await s.getByText(`Started by ${STUDENT_NAME}`).waitFor();
      await checkA11y(s);

      const i = instructor.page;
      await signIn(i, 'Instructor');
      await i.goto(threadPath);
      await i.getByRole('heading', { level: 1, name: THREAD_TITLE }).waitFor();
      await i
        .getByLabel('Your reply')
        .fill('Use the csv module: for row in csv.reader(f) strips the newline.');
      await i.getByRole('button', { name: 'Post Reply' }).click();
      const answer = i.getByRole('article', { name: `Reply by ${INSTRUCTOR_NAME}` });
      await answer.getByText('Instructor', { exact: true }).waitFor();
      expect(await answer.locator('[data-initials]').getAttribute('data-initials')).toBe('GN');
      await answer.getByRole('button', { name: 'Mark as solution' }).click();
      await i.getByRole('article', { name: `Solution by ${INSTRUCTOR_NAME}` }).waitFor();
      expect(await solutionBackground(i)).toBe(SOLUTION_GREEN);
      await i.getByRole('button', { name: 'Pin thread' }).click();
      await i.getByRole('button', { name: 'Unpin thread' }).waitFor();
      await i.getByRole('button', { name: 'Lock thread' }).click();
      await i.getByRole('button', { name: 'Unlock thread' }).waitFor();
      await i.getByText('Thread Locked').waitFor();
      await checkA11y(i);

      await s.reload();
      await s.getByText('Thread Locked').waitFor();
      expect(await solutionBackground(s)).toBe(SOLUTION_GREEN);
      expect(await s.getByLabel('Your reply').count()).toBe(0);
      expect(await s.getByRole('button', { name: 'Reply', exact: true }).count()).toBe(0);
      await s.getByText('Pinned').first().waitFor();
      await s.getByText('Solved').first().waitFor();
      await checkA11y(s);

      const solution = s.getByRole('article', { name: `Solution by ${INSTRUCTOR_NAME}` });
      // The student sees the badge on the instructor's answer too.
      await solution.getByText('Instructor', { exact: true }).waitFor();
      const upvote = solution.getByRole('button', { name: /^Upvote/ });
      expect(await upvote.getAttribute('aria-pressed')).toBe('false');
      await upvote.click();
      await solution.getByRole('button', { name: 'Upvote, 1 vote', pressed: true }).waitFor();
      await upvote.click();
      await solution.getByRole('button', { name: 'Upvote, 0 votes', pressed: false }).waitFor();

      await s.goto(forumPath);
      const row = s.getByRole('listitem').filter({ hasText: THREAD_TITLE });
      await row.getByText('Pinned', { exact: true }).first().waitFor();
      expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('pinned');
      await row.getByText(`by ${STUDENT_NAME}`, { exact: true }).waitFor();
      await row.getByText(`Last post by ${INSTRUCTOR_NAME}`).waitFor();
      await checkA11y(s);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('course forums on a phone', () => {
  const b = useBrowser({ width: 375, height: 740 });

  it('has no horizontal scroll on the forums list, a course forum and a thread', async () => {
    expect(threadPath).not.toBe('');
    await signIn(b.page, 'Student');
    await b.page.goto('/student/forums');
    await b.page.getByRole('article', { name: COURSE }).waitFor();
    await expectNoHorizontalScroll(b.page);
    await checkA11y(b.page);

    await b.page.goto(forumPath);
    await b.page.getByRole('list', { name: 'Threads' }).waitFor();
    await expectNoHorizontalScroll(b.page);
    await checkA11y(b.page);

    await b.page.goto(threadPath);
    await b.page.getByText('Thread Locked').waitFor();
    await expectNoHorizontalScroll(b.page);
    await checkA11y(b.page);
  });
});
