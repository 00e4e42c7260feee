import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { expectNoHorizontalScroll, signInWithDemo } from './support/actions';
import { checkA11y } from './support/a11y';

const COURSE = 'Introduction to Python Programming';
const STUDENT_NAME = 'Amani Okello';
/** Spec: a new notification must reach an open page without a reload, well inside the 30 s poll. */
const PUSH_WITHIN_MS = 2000;
const JOURNEY_TIMEOUT = 180_000;

async function signIn(page: Page, role: 'Student' | 'Instructor' | 'Admin') {
  await signInWithDemo(page, role);
  await page.waitForURL(`**/${role.toLowerCase()}/dashboard`);
}

/** The bell's unread count, read from its accessible name ('Notifications, 3 unread'). */
async function unreadOnBell(page: Page): Promise<number> {
  const name = await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);
}

describe('course chat with live notifications, in two browsers', () => {
  const student = useBrowser();
  const instructor = useBrowser();

  it(
    'a student writes from the lesson, the instructor is told at once, follows the bell and replies',
    async () => {
      const stamp = Date.now();
      const question = `Is there homework for lesson 3? (${stamp})`;
      const reply = `Yes: exercises 1 to 3, due Friday. (${stamp})`;

      const t = instructor.page;
      const streamOpen = t.waitForResponse((response) =>
        response.url().includes('/api/notifications/stream/'),
      );
      await signIn(t, 'Instructor');
      await streamOpen;
      await t.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
      const before = await unreadOnBell(t);

      const s = student.page;
      await signIn(s, 'Student');
      await s.getByRole('link', { name: `Continue Learning: ${COURSE}` }).click();
      await s.waitForURL(/\/learn\/\d+$/);
      await s.getByRole('button', { name: 'Message Instructor' }).click();
      const modal = s.getByRole('dialog', { name: 'Message Instructor' });
      await modal.getByText('Question about loops', { exact: true }).waitFor();
      await modal.getByRole('button', { name: 'Send' }).click();
      await modal.getByText('Please fill in subject and message content').waitFor();
      await checkA11y(s);
      await modal.getByRole('textbox', { name: 'Subject' }).fill('Homework');
      await modal.getByRole('textbox', { name: 'Message' }).fill(question);
      await modal.getByRole('button', { name: 'Send' }).click();
      await modal.getByText(question).waitFor();

      // Pushed over the event stream: no reload, no waiting for the 30-second poll.
      await t
        .getByRole('button', { name: `Notifications, ${before + 1} unread` })
        .waitFor({ timeout: PUSH_WITHIN_MS });
      await t.getByRole('button', { name: /^Notifications/ }).click();
      const menu = t.getByRole('dialog', { name: 'Notifications' });
      await menu.waitFor();
      await checkA11y(t);
      await menu
        .getByRole('button', { name: new RegExp(`New message in ${COURSE}`) })
        .filter({ hasText: question })
        .click();
      await t.waitForURL('**/messages?search=Amani+Okello');
      expect(await t.getByRole('searchbox', { name: 'Search by name or course' }).inputValue()).toBe(
        STUDENT_NAME,
      );
      expect(await unreadOnBell(t)).toBe(before);

      await t.getByRole('button', { name: new RegExp(STUDENT_NAME) }).click();
      const conversation = t.getByRole('region', { name: `Conversation with ${STUDENT_NAME}` });
      await conversation.getByText(question).waitFor();
      await conversation.getByRole('textbox', { name: 'Subject' }).fill('Re: Homework');
      await conversation.getByRole('textbox', { name: 'Message' }).fill(reply);
      await conversation.getByRole('button', { name: 'Send' }).click();
      await conversation.getByText(reply).waitFor();
      await checkA11y(t);
      await t.getByRole('button', { name: 'Back to Messages' }).click();
      await t.getByRole('heading', { name: 'Your Students' }).waitFor();
      await checkA11y(t);

      // The student's open chat shows the reply by itself.
      await modal.getByText(reply).waitFor({ timeout: 5000 });
      await s.keyboard.press('Escape');
      await s.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'the instructor filters, searches and deletes notifications',
    async () => {
      const t = instructor.page;
      await signIn(t, 'Instructor');
      await t.goto('/notifications');
      await t.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      const list = t.getByRole('list', { name: 'Notifications' });
      await list.waitFor();
      const total = await list.getByRole('listitem').count();
      expect(total).toBeGreaterThanOrEqual(2);
      await t.getByText(`Showing ${total} of ${total} notifications`).waitFor();
      await checkA11y(t);

      await t.getByRole('button', { name: 'Filters' }).click();
      const chips = t.getByRole('group', { name: 'Filter by type' });
      const courseMessages = chips.getByRole('button', { name: /^Course messages \(\d+\)$/ });
      const count = Number(/\((\d+)\)/.exec((await courseMessages.textContent()) ?? '')?.[1]);
      await courseMessages.click();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(count);
      await checkA11y(t);

      await t.getByRole('searchbox', { name: 'Search notifications' }).fill('range(5)');
      await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
      await t.getByRole('searchbox', { name: 'Search notifications' }).fill('no such words');
      await t.getByRole('heading', { name: 'No matching notifications' }).waitFor();
      await checkA11y(t);
      await t.getByRole('button', { name: 'Clear filters' }).click();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(total);

      await list
        .getByRole('button', { name: /^Delete:/ })
        .first()
        .click();
      const confirm = t.getByRole('dialog', { name: 'Delete notification?' });
      await confirm.getByText('Are you sure you want to delete this notification?').waitFor();
      await checkA11y(t);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await t.getByText(`Showing ${total - 1} of ${total - 1} notifications`).waitFor();

      await t.getByRole('button', { name: 'Delete All' }).click();
      const confirmAll = t.getByRole('dialog', { name: 'Delete all notifications?' });
      await confirmAll.getByText(`Are you sure you want to delete all ${total - 1} notifications?`).waitFor();
      await confirmAll.getByRole('button', { name: 'Delete All' }).click();
      await t.getByRole('heading', { name: 'No notifications yet' }).waitFor();
      await t.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      await t.reload();
      await t.getByRole('heading', { name: 'No notifications yet' }).waitFor();
      await checkA11y(t);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('messages and notifications at 375 px', () => {
  const b = useBrowser({ width: 375, height: 800 });

  it('fit a phone for a student and an admin', async () => {
    const { page } = b;
    await signIn(page, 'Student');
    for (const path of ['/messages', '/notifications']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoHorizontalScroll(page);
      await checkA11y(page);
    }
    await page.goto('/messages');
    const contact = page.getByRole('button', { name: /Grace Nakato/ }).filter({ hasText: COURSE });
    // Initials from the full name, not from the username (demo_instructor).
    expect(await contact.locator('[data-initials]').getAttribute('data-initials')).toBe('GN');
    await contact.click();
    const conversation = page.getByRole('region', { name: 'Conversation with Grace Nakato' });
    await conversation.getByText('Question about loops', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Amani Okello' }).waitFor();
    await expectNoHorizontalScroll(page);
    await checkA11y(page);

    await page.goto('/student/dashboard');
    await page.getByRole('link', { name: `Continue Learning: ${COURSE}` }).click();
    await page.getByRole('button', { name: 'Message Instructor' }).click();
    await page
      .getByRole('dialog', { name: 'Message Instructor' })
      .getByText('Question about loops', { exact: true })
      .waitFor();
    await expectNoHorizontalScroll(page);
    await checkA11y(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByText('View All Notifications').waitFor();
    await expectNoHorizontalScroll(page);
    await checkA11y(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    await checkA11y(page);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await signIn(page, 'Admin');
    await page.goto('/messages');
    await page.getByRole('button', { name: 'Start New Conversation' }).click();
    await page
      .getByRole('dialog', { name: 'Start New Conversation' })
      .getByRole('button', { name: /Grace Nakato/ })
      .click();
    await page
      .getByRole('region', { name: 'Conversation with Grace Nakato' })
      .getByText('No messages yet')
      .waitFor();
    await expectNoHorizontalScroll(page);
    await checkA11y(page);
  });
});
