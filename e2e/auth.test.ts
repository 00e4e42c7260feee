import { expect as expectValue, describe, inject, it } from 'vitest';
import { waitForMail } from '../apps/server/test/outbox';
import { useBrowser } from './support/browser';
import { expectNoHorizontalScroll, signInWithDemo } from './support/actions';
import { checkA11y } from './support/a11y';

describe('signing in and out', () => {
  const b = useBrowser();

  it.each([
    ['Student', '/student/dashboard', 'My Learning Journey'],
    ['Instructor', '/instructor/dashboard', 'Teaching Hub'],
    ['Admin', '/admin/dashboard', 'Control Center'],
  ] as const)('the %s demo button signs in to that dashboard', async (role, path, heading) => {
    await signInWithDemo(b.page, role);
    await b.page.waitForURL(`**${path}`);
    await b.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await checkA11y(b.page);
  });

  it('shows the server’s message for a wrong password and stays on /login', async () => {
    await b.page.goto('/login');
    await b.page.getByLabel('Username or Email').fill('demo_student');
    await b.page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await b.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await b.page.getByText('Invalid username or password').waitFor();
    expectValue(new URL(b.page.url()).pathname).toBe('/login');
    await checkA11y(b.page);
  });

  it('sends a guest to /login and back to the page they wanted', async () => {
    await b.page.goto('/student/profile');
    await b.page.waitForURL('**/login');
    await b.page.getByRole('button', { name: 'Student demo' }).click();
    await b.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await b.page.waitForURL('**/student/profile');
  });
});

describe('guards and error pages', () => {
  const b = useBrowser();

  it('shows Access Denied to a student opening /admin/dashboard', async () => {
    await signInWithDemo(b.page, 'Student');
    await b.page.waitForURL('**/student/dashboard');
    await b.page.goto('/admin/dashboard');
    await b.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await b.page.getByText("You don't have permission to access this page.").waitFor();
    await b.page.getByRole('button', { name: 'Go Back' }).waitFor();
    await b.page.getByRole('link', { name: 'Go Home' }).waitFor();
    await checkA11y(b.page);
  });

  it('shows the 404 page for an unknown path', async () => {
    const response = await b.page.goto('/this/page/does/not/exist');
    expectValue(response?.status()).toBe(200);
    await b.page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
    await checkA11y(b.page);
    await b.page.getByRole('link', { name: 'Go Home' }).click();
    await b.page.waitForURL((url) => url.pathname === '/');
  });
});

describe('registration', () => {
  const b = useBrowser();

  it('registers a student end to end, who then signs in', async () => {
    await b.page.goto('/register');
    await b.page.getByLabel('First name').fill('Neema');
    await b.page.getByLabel('Last name').fill('Atieno');
    await b.page.getByLabel('Username').fill('neema_e2e');
    await b.page.getByLabel('Email').fill('neema.e2e@example.com');
    await b.page.getByLabel('Password', { exact: true }).fill('short');
    await b.page.getByLabel('Confirm password').fill('different');
    await b.page.getByRole('button', { name: 'Create Account' }).click();
    await b.page.getByText('Password must be at least 6 characters long').waitFor();
    await checkA11y(b.page);

    await b.page.getByLabel('Password', { exact: true }).fill('learning123');
    await b.page.getByLabel('Confirm password').fill('learning123');
    await b.page.getByRole('button', { name: 'Create Account' }).click();
    await b.page.getByRole('heading', { name: 'Registration successful!' }).waitFor();
    await b.page.waitForURL('**/login', { timeout: 5000 });

    await expectNoHorizontalScroll(b.page);
    await b.page.getByLabel('Password', { exact: true }).fill('learning123');
    await b.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await b.page.waitForURL('**/student/dashboard');
  });
});

const stamp = Date.now().toString(36);

/** Registers a student through the API; the registration journey above covers the form. */
async function registerStudent(username: string, password: string) {
  const response = await fetch(`${inject('baseURL')}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password,
      password_confirm: password,
      first_name: 'Baraka',
      last_name: 'Mwangi',
    }),
  });
  expectValue(response.status).toBe(201);
}

/** Signs in through the API; answers the tokens, or the status when refused. */
async function apiSignIn(username: string, password: string) {
  const response = await fetch(`${inject('baseURL')}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { tokens?: { access: string } };
  return { status: response.status, access: body.tokens?.access };
}

async function profileStatus(access: string | undefined) {
  const response = await fetch(`${inject('baseURL')}/api/auth/profile/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  return response.status;
}

/** The text of the reset e-mail the server wrote to DATA_DIR/outbox for this address (it leaves after the answer). */
async function resetMailTo(address: string): Promise<string> {
  const mail = await waitForMail(inject('dataDir'), address, {
    match: (candidate) => candidate.text.includes('/reset-password?token='),
    timeoutMs: 10_000,
  });
  return mail.text;
}

describe('passwords', () => {
  const b = useBrowser();

  it('a forgotten password is reset through the e-mailed link, which then works only once', async () => {
    const { page } = b;
    const username = `forgetful_${stamp}`;
    await registerStudent(username, 'learning123');
    const before = await apiSignIn(username, 'learning123');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('If an account uses that e-mail address, we have sent it a link').waitFor();
    await checkA11y(page);

    const mail = await resetMailTo(`${username}@example.com`);
    const link = /(http\S+\/reset-password\?token=[\w-]+)/.exec(mail)?.[1];
    expectValue(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm new password').fill('password123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('This password is too common.').waitFor();
    await checkA11y(page);
    await page.getByLabel('New password', { exact: true }).fill('baobab-shade-71');
    await page.getByLabel('Confirm new password').fill('baobab-shade-71');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByText('Your password has been reset. You can now sign in with your new password.')
      .waitFor();
    await checkA11y(page);

    // Every session the account had before is over, and so is the old password.
    expectValue(await profileStatus(before.access)).toBe(401);
    expectValue((await apiSignIn(username, 'learning123')).status).toBe(401);

    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.getByLabel('Username or Email').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('baobab-shade-71');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/student/dashboard');

    await page.goto(link ?? '');
    await page.getByLabel('New password', { exact: true }).fill('another-try-52');
    await page.getByLabel('Confirm new password').fill('another-try-52');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('This password reset link is invalid or has expired.').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await checkA11y(page);
  });

  it('a student changes the password in the profile; other devices are signed out, this one is not', async () => {
    const { page } = b;
    const username = `changer_${stamp}`;
    await registerStudent(username, 'learning123');
    const otherDevice = await apiSignIn(username, 'learning123');

    await page.goto('/login');
    await page.getByLabel('Username or Email').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('learning123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/student/dashboard');
    await page.goto('/student/profile');

    const card = page.getByRole('form', { name: 'Change password' });
    await card.getByLabel('Current password').fill('wrong-guess-1');
    await card.getByLabel('New password', { exact: true }).fill('kilimanjaro-93');
    await card.getByLabel('Confirm new password').fill('kilimanjaro-93');
    await card.getByRole('button', { name: 'Change Password' }).click();
    await card.getByText('Your current password is incorrect.').waitFor();
    await checkA11y(page);

    await card.getByLabel('Current password').fill('learning123');
    await card.getByRole('button', { name: 'Change Password' }).click();
    // The toast is also read out by a live region: one copy is enough to wait for.
    await page
      .getByRole('status')
      .filter({ hasText: 'Your password has been changed. You have been signed out on your other devices.' })
      .first()
      .waitFor();
    await checkA11y(page);

    expectValue(await profileStatus(otherDevice.access)).toBe(401);
    expectValue((await apiSignIn(username, 'learning123')).status).toBe(401);
    expectValue((await apiSignIn(username, 'kilimanjaro-93')).status).toBe(200);
    // This browser is still signed in.
    await page.goto('/student/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Learning Journey' }).waitFor();
  });
});

describe('on a phone', () => {
  const b = useBrowser({ width: 360, height: 740 });

  it.each([
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=x',
    '/nowhere',
    '/unauthorized',
  ])('%s has no horizontal scroll at 360 px', async (path) => {
    await b.page.goto(path);
    await b.page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoHorizontalScroll(b.page);
  });
});
