import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoHorizontalScroll, signInWithDemo } from './support/actions';
import { checkA11y } from './support/a11y';
import { api, demoToken } from './support/api';
import { useBrowser } from './support/browser';

const stamp = Date.now().toString(36);
const COURSE = `Using Somo in Ten Minutes ${stamp}`;
const QUIZ = `Ten-minute check ${stamp}`;

/**
 * A short free course by the demo instructor: one lesson and a one-question check. Made for this journey and
 * taken back to draft after it, so the other journeys see the demo catalogue as it was.
 */
let courseId = 0;
let instructorToken = '';

beforeAll(async () => {
  instructorToken = await demoToken('demo_instructor');
  const course = await api<{ id: number }>('/instructor/courses/create/', {
    token: instructorToken,
    method: 'POST',
    body: {
      title: COURSE,
      description: 'A short tour of Somo: lessons, progress, assessments and certificates.',
      price: 0,
      is_published: false,
    },
  });
  courseId = course.id;
  await api(`/instructor/courses/${courseId}/lessons/create/`, {
    token: instructorToken,
    method: 'POST',
    body: { title: 'Finding your way around', content: 'The sidebar holds everything you need.' },
  });
  await api(`/instructor/courses/${courseId}/assessments/`, {
    token: instructorToken,
    method: 'POST',
    body: {
      title: QUIZ,
      description: 'One question.',
      duration_minutes: 10,
      total_points: 10,
      passing_score: 50,
      attempts_allowed: 2,
      is_active: true,
      questions: [
        {
          question: 'Where do you find your certificates?',
          type: 'multiple_choice',
          options: ['In the forum', 'In My certificates'],
          correct_answer: 1,
        },
      ],
    },
  });
  await api(`/instructor/courses/${courseId}/toggle-publication/`, {
    token: instructorToken,
    method: 'POST',
  });
});

afterAll(async () => {
  if (courseId) {
    await api(`/instructor/courses/${courseId}/toggle-publication/`, {
      token: instructorToken,
      method: 'POST',
    });
  }
});

describe('a student earns a certificate that anyone can check', () => {
  const student = useBrowser();
  const stranger = useBrowser({ width: 375, height: 812 });

  it('completes a short course, passes its check, finds the certificate and a signed-out visitor verifies it', async () => {
    const { page } = student;
    await signInWithDemo(page, 'Student');
    await page.waitForURL('**/student/dashboard');

    await page.goto(`/courses/${courseId}`);
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    await page.getByRole('button', { name: 'Enroll for Free' }).click();
    await page.getByText('You are enrolled in this course').waitFor();
    await page.getByRole('link', { name: 'Continue Learning' }).click();
    await page.getByRole('heading', { level: 2, name: 'Finding your way around' }).waitFor();
    await page.getByRole('button', { name: 'Mark as Complete' }).click();
    await page.getByRole('status').filter({ hasText: 'Completed' }).waitFor();

    await page.goto('/exams');
    const card = page.getByRole('article', { name: QUIZ });
    await card.getByRole('link', { name: `Start ${QUIZ}` }).click();
    await page.getByRole('button', { name: 'Start Assessment' }).click();
    await page.getByRole('radio', { name: 'In My certificates', exact: true }).check();
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await page
      .getByRole('dialog', { name: 'Submit your answers?' })
      .getByRole('button', { name: 'Submit Assessment' })
      .click();
    await page
      .getByText(/Assessment submitted!/)
      .first()
      .waitFor();

    // The dashboard counts it, and My certificates lists it with its actions.
    await page.goto('/student/dashboard');
    const counter = page.locator('dl').filter({ has: page.getByText('Certificates', { exact: true }) });
    await expect
      .poll(async () => Number(await counter.locator('dd').textContent()))
      .toBeGreaterThanOrEqual(1);
    await page.getByRole('link', { name: 'My certificates' }).click();
    await page.waitForURL('**/student/certificates');
    const earned = page.getByRole('article', { name: COURSE });
    await earned.getByText('Valid', { exact: true }).waitFor();
    const pdfHref = await earned.getByRole('link', { name: /^Download/ }).getAttribute('href');
    expect(pdfHref).toMatch(/^\/api\/certificates\/[0-9a-f-]{36}\/pdf\/$/);
    await checkA11y(page);
    await expectNoHorizontalScroll(page);
    const verifyHref = (await earned.getByRole('link', { name: /^Verify/ }).getAttribute('href')) ?? '';
    expect(verifyHref).toMatch(/^\/certificates\/[0-9a-f-]{36}$/);

    // Someone the link was shared with, never signed in, on a phone.
    const visitor = stranger.page;
    await visitor.goto(verifyHref);
    await visitor.getByRole('heading', { level: 1, name: 'Certificate of Completion' }).waitFor();
    await visitor.getByText('Valid', { exact: true }).first().waitFor();
    await visitor.getByText(COURSE).first().waitFor();
    await visitor.getByText('Amani Okello').first().waitFor();
    expect(await visitor.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await checkA11y(visitor);
    await expectNoHorizontalScroll(visitor);
    const pdf = await visitor.request.get(pdfHref ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });
});
