import { expect as expectValue, describe, it } from 'vitest';
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

describe('on a phone', () => {
  const b = useBrowser({ width: 360, height: 740 });

  it.each(['/', '/login', '/register', '/nowhere', '/unauthorized'])(
    '%s has no horizontal scroll at 360 px',
    async (path) => {
      await b.page.goto(path);
      await b.page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectNoHorizontalScroll(b.page);
    },
  );
});
