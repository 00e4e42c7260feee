import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInWithDemo } from './support/actions';
import { api, demoToken, openDemoCourse } from './support/api';
import { useBrowser } from './support/browser';

type Detail = { submission: { status: string; answers: Record<string, number | string> } | null };

const QUESTIONS = [
  {
    question: 'Which keyword loops over a list?',
    type: 'multiple_choice',
    options: ['for', 'loop'],
    correct_answer: 0,
  },
  {
    question: 'Which keyword defines a function?',
    type: 'multiple_choice',
    options: ['def', 'fun'],
    correct_answer: 0,
  },
  { question: 'What does a while loop do?', type: 'text', options: [], correct_answer: 'repeats' },
];

let instructorToken = '';
let studentToken = '';
let courseId = 0;

/** A fresh assessment in a published course demo_student is enrolled in, so no earlier run has used its attempts. */
async function createExam(durationMinutes: number): Promise<number> {
  const created = await api<{ id: number }>(`/instructor/courses/${courseId}/assessments/`, {
    token: instructorToken,
    method: 'POST',
    body: {
      title: `Offline check ${Date.now()}`,
      description: 'Three questions, answered on a flaky connection.',
      duration_minutes: durationMinutes,
      total_points: 30,
      passing_score: 50,
      attempts_allowed: 1,
      is_active: true,
      start_date: null,
      due_date: null,
      questions: QUESTIONS,
    },
  });
  return created.id;
}

const serverCopy = (id: number) => api<Detail>(`/student/assessments/${id}/`, { token: studentToken });

/** Polls the API until the server's copy of the attempt passes the check. */
async function waitForServer(id: number, check: (detail: Detail) => boolean, timeout = 20_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const detail = await serverCopy(id);
    if (check(detail)) return detail;
    if (Date.now() > until) throw new Error(`The server never held: ${JSON.stringify(detail.submission)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** demo_student signs in and starts the exam. */
async function startExam(page: Page, id: number) {
  await signInWithDemo(page, 'Student');
  await page.waitForURL('**/student/dashboard');
  // The app shell must be installed for a reload without a connection; the next navigation is then served by it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(`/exams?assessment=${id}`);
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  await page.getByRole('timer').waitFor();
}

async function answerAll(page: Page) {
  await page.getByRole('radio', { name: 'for' }).check();
  await page.getByRole('radio', { name: 'def' }).check();
  await page.getByRole('textbox').fill('It repeats while its condition holds');
}

/** Waits until this device's copy of the attempt (IndexedDB, written as answers change) holds `text`. */
async function keptOnDevice(page: Page, text: string) {
  await page.waitForFunction(async (expected) => {
    const request = indexedDB.open('somo-exams');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    });
    try {
      const read = db.transaction('attempts').objectStore('attempts').getAll();
      const attempts = await new Promise<unknown[]>((resolve, reject) => {
        read.onsuccess = () => resolve(read.result);
        read.onerror = () => reject(read.error ?? new Error('IndexedDB read failed'));
      });
      return JSON.stringify(attempts).includes(expected);
    } finally {
      db.close();
    }
  }, text);
}

async function submitExam(page: Page) {
  await page.getByRole('button', { name: 'Submit Assessment' }).last().click();
  await page
    .getByRole('dialog', { name: 'Submit your answers?' })
    .getByRole('button', { name: 'Submit Assessment' })
    .click();
}

beforeAll(async () => {
  instructorToken = await demoToken('demo_instructor');
  studentToken = await demoToken('demo_student');
  courseId = (await openDemoCourse(studentToken)).id;
});

describe('an exam on a connection that drops', () => {
  const student = useBrowser({ width: 375, height: 800 });

  it(
    'keeps answers typed offline through a reload and sends them on reconnect',
    { timeout: 120_000 },
    async () => {
      const { page, context } = student;
      const id = await createExam(30);
      await startExam(page, id);

      await context.setOffline(true);
      await page
        .getByText('Your answers are kept on this device and will be sent when you reconnect')
        .waitFor();
      await answerAll(page);
      // The last answer is written to the device a moment after it is typed; the reload comes after that.
      await keptOnDevice(page, 'It repeats while its condition holds');
      await page.reload();
      // The tab came back without a connection: the typed answers are there, from this device.
      await page.getByRole('timer').waitFor();
      expect(await page.getByRole('radio', { name: 'for' }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: 'def' }).isChecked()).toBe(true);
      expect(await page.getByRole('textbox').inputValue()).toBe('It repeats while its condition holds');
      expect((await serverCopy(id)).submission?.answers).toEqual({});

      await context.setOffline(false);
      await waitForServer(id, (detail) => Object.keys(detail.submission?.answers ?? {}).length === 3);
      expect((await serverCopy(id)).submission?.answers).toEqual({
        '0': 0,
        '1': 0,
        '2': 'It repeats while its condition holds',
      });

      // Submit pressed offline waits for the connection, then the server grades it.
      await context.setOffline(true);
      await submitExam(page);
      await page.getByText('will be submitted when you reconnect').waitFor();
      expect((await serverCopy(id)).submission?.status).toBe('in_progress');
      await context.setOffline(false);
      await page.getByRole('dialog', { name: 'Assessment submitted' }).waitFor();
      const graded = await waitForServer(id, (detail) => detail.submission?.status === 'submitted');
      expect(graded.submission?.answers).toEqual({
        '0': 0,
        '1': 0,
        '2': 'It repeats while its condition holds',
      });
    },
  );

  it(
    'after the deadline, grades what reached the server in time and says which answers those were',
    { timeout: 180_000 },
    async () => {
      const { page, context } = student;
      const id = await createExam(1);
      await startExam(page, id);

      await page.getByRole('radio', { name: 'for' }).check();
      await waitForServer(id, (detail) => detail.submission?.answers['0'] === 0);
      await context.setOffline(true);
      await page.getByRole('radio', { name: 'def' }).check();
      // One minute of exam, then the 30 seconds of grace, pass without a connection.
      await page.waitForFunction(
        () => document.querySelector('[role="timer"]')?.textContent?.replace(/\s/g, '') === '0:00',
        undefined,
        { timeout: 70_000 },
      );
      await page.waitForTimeout(35_000);
      await context.setOffline(false);

      const result = page.getByRole('dialog', { name: 'Assessment submitted' });
      await result.waitFor({ timeout: 20_000 });
      expect(await result.getByText('Answered in time:').locator('..').textContent()).toContain('Question 1');
      expect(await result.getByText('Not received in time:').locator('..').textContent()).toContain(
        'Question 2',
      );
      const graded = await waitForServer(id, (detail) => detail.submission?.status === 'submitted');
      expect(graded.submission?.answers).toEqual({ '0': 0 });
    },
  );
});
