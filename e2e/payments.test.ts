import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y';
import { expectNoHorizontalScroll, signInWithDemo, waitForLoaded } from './support/actions';
import { useBrowser } from './support/browser';

/** A paid demo course (15 USD) no other journey buys or enrols in. */
const PAID_COURSE = 'Algebra Foundations';
const TEST_LABEL = 'Test payment — no money moves';

async function signInAs(page: Page, role: 'Student' | 'Admin') {
  await signInWithDemo(page, role);
  await page.waitForURL(role === 'Student' ? '**/student/dashboard' : '**/admin/dashboard');
}

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
}

/** Opens the course from the catalogue and answers its id. */
async function openCourse(page: Page, title: string): Promise<string> {
  await page.goto('/courses');
  await page.getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL(/\/courses\/\d+$/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** Presses the paid course's button and waits for the built-in test provider's prompt. */
async function startCheckout(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  return waitForPrompt(page);
}

/** Waits for the built-in test provider's prompt and answers the payment's id. */
async function waitForPrompt(page: Page): Promise<string> {
  await page.waitForURL(/\/payments\/\d+\/test$/);
  await page.getByRole('heading', { level: 1, name: TEST_LABEL }).waitFor();
  await page.getByText(`for ${PAID_COURSE}`).waitFor();
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

function adminRow(page: Page): Locator {
  return page
    .getByRole('list', { name: 'Transactions, newest first' })
    .getByRole('listitem')
    .filter({ hasText: PAID_COURSE });
}

function studentRow(page: Page): Locator {
  return page.getByRole('table', { name: 'Your payments, newest first' }).getByRole('row').filter({
    hasText: PAID_COURSE,
  });
}

describe('a student pays for a course with the test provider', () => {
  const b = useBrowser();

  it('buys, learns, is seen by the admin, refunds, and the admin sees the refund', async () => {
    const { page } = b;
    await signInAs(page, 'Student');
    const courseId = await openCourse(page, PAID_COURSE);
    await page.getByText('One-time payment').waitFor();
    await page.getByText('30-day money-back guarantee').waitFor();
    expect(await page.getByText('Payment integration coming soon!').count()).toBe(0);

    const paymentId = await startCheckout(page);
    // The student pays the price the course page showed, in the platform currency.
    await page.getByText('55,500 UGX', { exact: true }).waitFor();
    await checkA11y(page);
    const phone = page.getByRole('textbox', { name: 'Mobile money number' });
    await phone.fill('0772 12');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Enter a mobile money number such as 0772 123 456.').waitFor();
    await checkA11y(page);
    await phone.fill('0772 123 456');
    await page.getByRole('button', { name: 'Approve' }).click();

    await page.waitForURL(`**/payments/${paymentId}`);
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    const receipt = page.getByRole('definition').filter({ hasText: /^SOMO-/ });
    await receipt.waitFor();
    const receiptNumber = (await receipt.textContent()) ?? '';
    await checkA11y(page);

    // On to the course by itself, a moment later.
    await page.waitForURL(new RegExp(`/student/courses/${courseId}/learn(/\\d+)?$`));
    await page.getByRole('heading', { level: 2, name: 'Expressions and variables' }).waitFor();
    await checkA11y(page);

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'My payments' }).click();
    await page.waitForURL('**/student/payments');
    await studentRow(page).filter({ hasText: 'Completed' }).filter({ hasText: receiptNumber }).waitFor();
    await checkA11y(page);

    await signOut(page);
    await signInAs(page, 'Admin');
    await page.goto('/admin/payments');
    await page.getByRole('heading', { level: 1, name: 'Payment Reports' }).waitFor();
    await waitForLoaded(page);
    await adminRow(page).filter({ hasText: 'Completed' }).waitFor();
    // The commission rate is the platform's when the payment was made (another journey may have changed it).
    const row = (await adminRow(page).textContent()) ?? '';
    const figures = /55,500 UGXCommission ([\d,]+) UGX \(([\d.]+)%\)Instructor share ([\d,]+) UGX/.exec(row);
    expect(figures, row).not.toBeNull();
    const [commission, rate, share] = [figures?.[1], figures?.[2], figures?.[3]].map((n) =>
      Number((n ?? '').replaceAll(',', '')),
    );
    expect(commission).toBe(Math.round((55_500 * (rate ?? 0)) / 100));
    expect((commission ?? 0) + (share ?? 0)).toBe(55_500);
    await checkA11y(page);

    await signOut(page);
    await signInAs(page, 'Student');
    await page.goto('/student/payments');
    await page.getByRole('button', { name: `Refund ${PAID_COURSE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this payment?' });
    await dialog.getByText(`your access to ${PAID_COURSE} ends`).waitFor();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('Payment refunded.').first().waitFor();
    await studentRow(page).filter({ hasText: 'Refunded' }).waitFor();
    expect(await page.getByRole('button', { name: `Refund ${PAID_COURSE}` }).count()).toBe(0);

    await page.goto(`/student/courses/${courseId}/learn`);
    await page.getByText('You are not enrolled in this course.').waitFor();

    await signOut(page);
    await signInAs(page, 'Admin');
    await page.goto('/admin/payments');
    await waitForLoaded(page);
    await adminRow(page).filter({ hasText: 'Refunded' }).first().waitFor();
    await checkA11y(page);
  });
});

describe('paying on a phone', () => {
  const b = useBrowser({ width: 360, height: 740 });

  it('declines on the prompt, sees the failed payment and tries again, without sideways scrolling', async () => {
    const { page } = b;
    await signInAs(page, 'Student');
    await openCourse(page, PAID_COURSE);
    const firstId = await startCheckout(page);
    await expectNoHorizontalScroll(page);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(`**/payments/${firstId}`);
    await page.getByRole('heading', { level: 1, name: 'Payment failed' }).waitFor();
    await expectNoHorizontalScroll(page);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Try again' }).click();
    const secondId = await waitForPrompt(page);
    expect(secondId).not.toBe(firstId);

    await page.goto('/student/payments');
    await studentRow(page).filter({ hasText: 'Pending' }).waitFor();
    await studentRow(page).filter({ hasText: 'Failed' }).first().waitFor();
    await expectNoHorizontalScroll(page);
    await checkA11y(page);

    // A pending payment is looked at, not trusted: its page waits for the provider.
    await studentRow(page).filter({ hasText: 'Pending' }).getByRole('link', { name: 'Check status' }).click();
    await page.waitForURL(`**/payments/${secondId}`);
    await page.getByText('Waiting for confirmation from your payment provider').waitFor();
    await expectNoHorizontalScroll(page);
    await checkA11y(page);

    await signOut(page);
    await signInAs(page, 'Admin');
    await page.goto('/admin/payments');
    await waitForLoaded(page);
    await adminRow(page).filter({ hasText: 'Failed' }).first().waitFor();
    await adminRow(page).filter({ hasText: 'Pending' }).first().waitFor();
    await expectNoHorizontalScroll(page);
    await checkA11y(page);
  });
});
