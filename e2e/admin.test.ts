import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { waitForMail } from '../apps/server/test/outbox';
import { describe, expect as expectValue, inject, it } from 'vitest';
import { expectNoHorizontalScroll, signInWithDemo, waitForLoaded } from './support/actions';
import { checkA11y } from './support/a11y';
import { useBrowser } from './support/browser';

const stamp = Date.now().toString(36);
const DRAFT_COURSE = 'Business Plan Writing for Small Enterprises';
const ADMIN_PAGES = [
  ['dashboard', 'Control Center'],
  ['requests', 'Admin Registration Requests'],
  ['users', 'User Management'],
  ['courses', 'Course Management'],
  ['payments', 'Payment Reports'],
  ['settings', 'Platform Settings'],
] as const;

/** Registers through the API, as a quicker stand-in for the form the auth journey already covers. */
async function registerStudent(username: string, firstName: string) {
  const response = await fetch(`${inject('baseURL')}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: 'learning123',
      password_confirm: 'learning123',
      first_name: firstName,
      last_name: 'Tester',
    }),
  });
  expectValue(response.status).toBe(201);
}

async function signInRole(username: string, password: string): Promise<string | undefined> {
  const response = await fetch(`${inject('baseURL')}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { user?: { role: string } };
  return body.user?.role;
}

/** The approval e-mail the server wrote to DATA_DIR/outbox for this address (waits a little for it). */
function outboxMailTo(address: string) {
  return waitForMail(inject('dataDir'), address, { timeoutMs: 5000 });
}

/** The demo admin's bell notifications about one applicant's admin request, read through the API. */
async function requestNotifications(applicant: string): Promise<{ is_read: boolean }[]> {
  const base = inject('baseURL');
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo_admin', password: 'demo12345' }),
  });
  const { tokens } = (await login.json()) as { tokens: { access: string } };
  const get = async <T>(url: string) =>
    (await (
      await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${tokens.access}` } })
    ).json()) as T;
  const { admin_requests: requests } = await get<{ admin_requests: { id: number; username: string }[] }>(
    '/api/admin/requests/all/',
  );
  const requestId = requests.find((request) => request.username === applicant)?.id;
  const { notifications } = await get<{
    notifications: { type: string; is_read: boolean; data: { request_id?: number } }[];
  }>('/api/notifications/');
  return notifications.filter((item) => item.type === 'admin_request' && item.data.request_id === requestId);
}

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
}

async function banner(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).waitFor();
}

async function findUser(page: Page, username: string, name: string) {
  await page.getByLabel('Search users').fill(username);
  const row = page.getByRole('article', { name, exact: true });
  await row.waitFor();
  return row;
}

describe('an admin runs the platform', () => {
  const b = useBrowser();

  it('approves an admin request: the applicant is e-mailed and can then sign in', async () => {
    const { page } = b;
    const username = `admin_${stamp}`;
    const email = `${username}@example.com`;
    await page.goto('/register');
    await page.getByRole('radio', { name: /Administrator/ }).click();
    await page.getByLabel('First name').fill('Rose');
    await page.getByLabel('Last name').fill('Achieng');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('running123');
    await page.getByLabel('Confirm password').fill('running123');
    await page.getByRole('button', { name: 'Request Administrator Account' }).click();
    await page.getByRole('heading', { name: 'Request submitted' }).waitFor();
    await checkA11y(page);
    expectValue(await signInRole(username, 'running123')).toBeUndefined();

    await page.goto('/login');
    await signInWithDemo(page, 'Admin');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('link', { name: 'Requests', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Admin Registration Requests' }).waitFor();
    const request = page.getByRole('article', { name: 'Rose Achieng' }).filter({ hasText: `@${username}` });
    await request.getByText('Pending').waitFor();
    expectValue((await requestNotifications(username)).map((item) => item.is_read)).toEqual([false]);

    // Approving asks first; Cancel changes nothing and gives focus back to the Approve button.
    const approve = request.getByRole('button', { name: 'Approve Rose Achieng' });
    await approve.click();
    const confirm = page.getByRole('dialog', { name: 'Approve admin request' });
    await confirm.getByText(email).waitFor();
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await request.getByText('Pending').waitFor();
    expectValue(await approve.evaluate((button) => button === document.activeElement)).toBe(true);

    // The keyboard alone: Enter opens the question, Tab reaches Approve Request, Enter approves.
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.keyboard.press('Tab');
    expectValue(
      await confirm
        .getByRole('button', { name: 'Approve Request' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await banner(page, 'Admin request approved successfully!');
    await request.getByText('Approved by Joseph Mwangi').waitFor();
    await checkA11y(page);
    // Deciding the request marks its bell notification read, for every admin.
    await expectValue
      .poll(async () => (await requestNotifications(username)).map((item) => item.is_read))
      .toEqual([true]);

    const mail = await outboxMailTo(email);
    expectValue(mail.subject).toBe('Your Somo administrator account is ready');
    expectValue(mail.text).toContain(`sign in as "${username}"`);
    expectValue(mail.text).toMatch(/^https?:\/\/[^\s]+\/login$/m);

    await signOut(page);
    await page.getByLabel('Username or Email').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('running123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Control Center' }).waitFor();
    await checkA11y(page);
  });

  it('changes a role, deactivates and reactivates a user, and deletes a student', async () => {
    const { page } = b;
    const changing = `change_${stamp}`;
    const leaving = `leave_${stamp}`;
    await registerStudent(changing, 'Moses');
    await registerStudent(leaving, 'Zawadi');

    await signInWithDemo(page, 'Admin');
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/users');
    await page.getByText(/^Showing \d+ of \d+ users$/).waitFor();

    const row = await findUser(page, changing, 'Moses Tester');
    await row.getByRole('combobox', { name: `Role for ${changing}` }).selectOption('instructor');
    await banner(page, 'User role updated successfully');
    await row.getByRole('button', { name: `Deactivate ${changing}` }).click();
    await banner(page, 'User deactivated successfully');
    await row.getByText('Inactive', { exact: true }).waitFor();
    await checkA11y(page);
    expectValue(await signInRole(changing, 'learning123')).toBeUndefined();
    await row.getByRole('button', { name: `Activate ${changing}` }).click();
    await banner(page, 'User activated successfully');
    await row.getByText('Active', { exact: true }).waitFor();
    expectValue(await signInRole(changing, 'learning123')).toBe('instructor');

    const student = await findUser(page, leaving, 'Zawadi Tester');
    await student.getByRole('button', { name: `Delete ${leaving}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete User' });
    await dialog.getByText('All course enrollments').waitFor();
    await dialog.getByText('This action cannot be undone!').waitFor();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await banner(page, `User ${leaving} and all associated data deleted successfully`);
    await page.getByRole('heading', { name: 'No users found' }).waitFor();
    await checkA11y(page);
    expectValue(await signInRole(leaving, 'learning123')).toBeUndefined();
  });

  it('refuses an invalid course price and saves a valid one', async () => {
    const { page } = b;
    await signInWithDemo(page, 'Admin');
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/courses');
    await page.getByLabel('Search courses').fill('business plan');
    const row = page.getByRole('article', { name: DRAFT_COURSE });
    await row.getByText('Draft', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Manage ${DRAFT_COURSE}` }).click();
    const price = row.getByLabel('New price (USD)');
    await price.fill('-3');
    await price.press('Enter');
    await row.getByText('Please enter a valid price (0 or greater)').waitFor();
    await checkA11y(page);

    await price.fill('30');
    await price.press('Enter');
    await banner(page, 'Course price updated successfully');
    // 30 US dollars in the platform currency (UGX at 3,700 per dollar).
    await row.getByText('111,000 UGX', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Edit price of ${DRAFT_COURSE}` }).click();
    await row.getByLabel('New price (USD)').fill('25');
    await row.getByRole('button', { name: `Save price for ${DRAFT_COURSE}` }).click();
    await row.getByText('92,500 UGX', { exact: true }).waitFor();
    await checkA11y(page);
  });

  it('checks the settings at the fields, saves them and confirms for a moment', async () => {
    const { page } = b;
    await signInWithDemo(page, 'Admin');
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/settings');
    const pdfSize = page.getByLabel('Max PDF size (MB)');
    await pdfSize.waitFor();
    await page.getByText('Embedded PGlite').waitFor();

    // The price limits are amounts in the platform currency, shown beside them.
    await page.getByLabel('Maximum course price').waitFor();
    expectValue(await page.getByText('In UGX, 0 or more.').count()).toBe(2);

    await pdfSize.fill('60');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Max PDF size must be a whole number from 1 to 50.').waitFor();
    await checkA11y(page);

    await pdfSize.fill('20');
    await page.getByLabel('Platform commission rate (%)').fill('12.5');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const saved = page.getByRole('status').filter({
      hasText: 'Settings updated successfully! Currency changes will be reflected across the platform.',
    });
    await saved.waitFor();
    await page.getByText('Just now').waitFor();
    await checkA11y(page);
    await saved.waitFor({ state: 'detached', timeout: 8000 });

    await page.reload();
    await expectValue.poll(() => page.getByLabel('Max PDF size (MB)').inputValue()).toBe('20');
  });
});

// Set E2E_SCREENSHOT_DIR to keep a picture of every admin page at both widths, for a look by eye.
const screenshots = process.env.E2E_SCREENSHOT_DIR;

async function visitEveryAdminPage(page: Page, width: number) {
  await signInWithDemo(page, 'Admin');
  await page.waitForURL('**/admin/dashboard');
  if (screenshots) await mkdir(screenshots, { recursive: true });
  for (const [route, title] of ADMIN_PAGES) {
    await page.goto(`/admin/${route}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading/ })
      .first()
      .waitFor({ state: 'detached' });
    await waitForLoaded(page);
    await expectNoHorizontalScroll(page);
    await checkA11y(page);
    if (screenshots) {
      await page.screenshot({ path: path.join(screenshots, `admin-${route}-${width}.png`), fullPage: true });
    }
  }
}

describe('the admin pages on a wide screen', () => {
  const b = useBrowser({ width: 1280, height: 900 });
  it('every admin page loads without sideways scrolling at 1280 px', async () => {
    await visitEveryAdminPage(b.page, 1280);
  });
});

describe('the admin pages on a phone', () => {
  const b = useBrowser({ width: 375, height: 812 });
  it('every admin page loads without sideways scrolling at 375 px', async () => {
    await visitEveryAdminPage(b.page, 375);
  });
});
