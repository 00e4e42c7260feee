import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { api } from './support/api';

const COURSE = 'Digital Literacy for Teachers';
const REASON = 'You are offline. This needs a connection.';

/** A student of its own, so no other journey's enrolment can take the Enroll button away. */
async function registerStudent(username: string) {
  await api('/auth/register/', {
    method: 'POST',
    body: {
      username,
      email: `${username}@example.com`,
      password: 'learning123',
      password_confirm: 'learning123',
      first_name: 'Offline',
      last_name: 'Learner',
    },
  });
}

describe('a dropped connection', () => {
  const b = useBrowser();

  it('shows the offline banner and turns off enrolling with its reason, then all comes back', async () => {
    const { page, context } = b;
    await registerStudent('offline_learner');
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill('offline_learner');
    await page.getByLabel('Password', { exact: true }).fill('learning123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/student/dashboard');

    await page.goto('/courses');
    await page.getByRole('link', { name: COURSE, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    const enroll = page.getByRole('button', { name: 'Enroll for Free' });
    await enroll.waitFor();
    const banner = page.getByText('You are offline.', { exact: true });
    expect(await banner.count()).toBe(0);

    await context.setOffline(true);
    await banner.waitFor();
    await page.getByText('Pages you have opened still work.', { exact: false }).waitFor();
    await expect.poll(() => enroll.getAttribute('aria-disabled')).toBe('true');
    expect(await enroll.getAttribute('title')).toBe(REASON);
    const description = await enroll.evaluate((button) => {
      const id = button.getAttribute('aria-describedby') ?? '';
      return document.getElementById(id)?.textContent;
    });
    expect(description).toBe(REASON);
    // Pressed anyway, it does not start an enrolment that would wait, spinning, for the connection.
    await enroll.click({ force: true });
    expect(await page.getByRole('button', { name: 'Enrolling...' }).count()).toBe(0);

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => enroll.getAttribute('aria-disabled')).toBeNull();
    await enroll.click();
    await page.getByText('You are enrolled in this course').waitFor();
  });
});
