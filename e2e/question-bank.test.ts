import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect as expectValue, it } from 'vitest';
import { expectNoHorizontalScroll, openAssessmentsTab, signInWithDemo } from './support/actions';
import { checkA11y } from './support/a11y';
import { useBrowser } from './support/browser';

const COURSE = 'Introduction to Python Programming';

/** Six questions a draw can ask, each answered right by the answer below, and one the bank cannot hold. */
const GIFT = `// Geography, for the question bank
::Lake:: Which is the largest lake in Uganda? {=Victoria ~Kyoga ~Albert}

The Nile flows north. {T}

Which are East African countries? {~%50%Kenya ~%-100%Ghana ~%50%Tanzania}

Say hello in Kiswahili. {=jambo =hujambo}

What is pi to two decimals? {#3.14:0.005}

Mount Kenya is higher than Kilimanjaro. {F}

::Capitals:: Match each country with its capital. {=Kenya -> Nairobi =Uganda -> Kampala =Tanzania -> Dodoma}
`;

/** How the student answers each question, found by its text: every answer right. */
const ANSWERS: { text: string; answer: (question: Locator) => Promise<void> }[] = [
  { text: 'largest lake', answer: (q) => q.getByRole('radio', { name: 'Victoria' }).check() },
  { text: 'The Nile', answer: (q) => q.getByRole('radio', { name: 'True' }).check() },
  {
    text: 'East African',
    answer: async (q) => {
      await q.getByRole('checkbox', { name: 'Kenya' }).check();
      await q.getByRole('checkbox', { name: 'Tanzania' }).check();
    },
  },
  { text: 'Kiswahili', answer: (q) => q.getByRole('textbox').fill('Jambo') },
  { text: 'pi to two', answer: (q) => q.getByRole('textbox').fill('3.14') },
  { text: 'Mount Kenya', answer: (q) => q.getByRole('radio', { name: 'False' }).check() },
];

/** The question texts the exam page shows, in its order. */
async function examQuestionTexts(page: Page): Promise<string[]> {
  return page.locator('section h2').allTextContents();
}

describe('a question bank, from a GIFT file to a random draw and its results', () => {
  const teacher = useBrowser();
  const learner = useBrowser({ width: 375, height: 800 });
  const stamp = Date.now();
  const tag = `geo-${stamp}`;
  const title = `Geography draw ${stamp}`;

  it(
    'imports questions, draws 5 per student with shuffling, and reports them',
    { timeout: 240_000 },
    async () => {
      // The instructor imports the GIFT file into the course's bank, tagging every question.
      await signInWithDemo(teacher.page, 'Instructor');
      await teacher.page.waitForURL('**/instructor/dashboard');
      await openAssessmentsTab(teacher.page, COURSE);
      await teacher.page.getByRole('link', { name: 'Question bank' }).click();
      await teacher.page.getByRole('heading', { level: 2, name: 'Question bank' }).waitFor();
      await teacher.page.getByRole('button', { name: 'Import' }).first().click();
      const dialog = teacher.page.getByRole('dialog', { name: 'Import questions' });
      await dialog.getByLabel('Choose a file').setInputFiles({
        name: 'geography.gift.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(GIFT),
      });
      await dialog.getByText('geography.gift.txt').waitFor();
      await dialog.getByRole('textbox', { name: /Tags for every question/ }).fill(tag);
      await dialog.getByRole('button', { name: 'Preview' }).click();

      // The preview lists what was understood and what was skipped, and why; nothing is stored yet.
      await dialog.getByRole('heading', { name: 'Understood: 6 questions' }).waitFor();
      await dialog.getByRole('heading', { name: 'Skipped: 1 question' }).waitFor();
      await dialog.getByText(/Matching questions are not supported\./).waitFor();
      await checkA11y(teacher.page);
      await dialog.getByRole('button', { name: 'Import 6 questions' }).click();
      await teacher.page.getByText('6 questions imported', { exact: true }).waitFor();
      await teacher.page.getByRole('combobox', { name: 'Show' }).selectOption({ label: `Tagged ${tag} (6)` });
      const bank = teacher.page.getByRole('list', { name: 'Questions in the bank' });
      expectValue(await bank.getByRole('article').count()).toBe(6);
      await checkA11y(teacher.page);

      // A random draw of 5 from that tag, questions and options shuffled for each student.
      await teacher.page.getByRole('link', { name: 'Back to assessments' }).click();
      await teacher.page.getByRole('link', { name: 'Create Assessment' }).first().click();
      await teacher.page.getByRole('heading', { name: 'New assessment' }).waitFor();
      await teacher.page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await teacher.page.getByRole('radio', { name: /Random draw from the bank/ }).check();
      await teacher.page.getByRole('spinbutton', { name: 'Questions per student' }).fill('5');
      await teacher.page.getByRole('checkbox', { name: `${tag} (6 questions)` }).check();
      await teacher.page.getByText('These tags hold 6 questions.').waitFor();
      await teacher.page.getByRole('switch', { name: 'Shuffle question order' }).click();
      await teacher.page.getByRole('switch', { name: 'Shuffle option order' }).click();
      await checkA11y(teacher.page);
      await teacher.page.getByRole('button', { name: 'Create Assessment' }).click();
      const listed = teacher.page.getByRole('article', { name: title });
      await listed.getByText(/^5 questions · /).waitFor();

      // The student takes it on a phone: five of the six questions, each answered right.
      const { page } = learner;
      await signInWithDemo(page, 'Student');
      await page.waitForURL('**/student/dashboard');
      await page.goto('/exams');
      await page
        .getByRole('article', { name: title })
        .getByRole('link', { name: `Start ${title}` })
        .click();
      await page.getByRole('button', { name: 'Start Assessment' }).click();
      await page.getByRole('timer').waitFor();
      const asked = await examQuestionTexts(page);
      expectValue(asked).toHaveLength(5);
      for (const text of asked) {
        const known = ANSWERS.find((one) => text.includes(one.text));
        expectValue(known, `an answer for "${text}"`).toBeDefined();
        await known?.answer(page.getByRole('region', { name: text }));
      }
      await page.getByText('Saved', { exact: true }).waitFor();
      await expectNoHorizontalScroll(page);
      await checkA11y(page);
      // Coming back to the attempt shows the same draw in the same order.
      await page.reload();
      await page.getByRole('timer').waitFor();
      expectValue(await examQuestionTexts(page)).toEqual(asked);
      await page.getByRole('button', { name: 'Submit Assessment' }).click();
      const confirm = page.getByRole('dialog', { name: 'Submit your answers?' });
      await confirm.getByText('You have answered all 5 questions.').waitFor();
      await confirm.getByRole('button', { name: 'Submit Assessment' }).click();
      await page.getByText('Assessment submitted! Score: 100.0% (5/5 correct)').waitFor();

      // The instructor sees each asked question's figures and downloads the gradebook.
      await openAssessmentsTab(teacher.page, COURSE);
      await teacher.page
        .getByRole('article', { name: title })
        .getByRole('link', { name: /^Submissions/ })
        .click();
      await teacher.page.getByRole('row', { name: /Amani Okello/ }).waitFor();
      await teacher.page.getByRole('tab', { name: 'Statistics' }).click();
      const statistics = teacher.page.getByRole('table', { name: 'Statistics per question' });
      await statistics.waitFor();
      for (const text of asked) {
        const row = statistics.getByRole('row').filter({ hasText: text });
        await row.getByText('100%', { exact: true }).first().waitFor();
      }
      await checkA11y(teacher.page);
      const [download] = await Promise.all([
        teacher.page.waitForEvent('download'),
        teacher.page.getByRole('button', { name: 'Download gradebook (CSV)' }).click(),
      ]);
      const csv = await readFile(await download.path(), 'utf8');
      // The file starts with a byte order mark, for Excel; then a row per student of the course (other journeys
      // enrol some too), the one who took it at 100%.
      expectValue(csv.startsWith('\uFEFF')).toBe(true);
      const taker = csv.split(/\r?\n/).find((line) => line.includes('Amani'));
      expectValue(taker).toContain('100');
    },
  );
});
