import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestReceiver,
  type ReceivedRequest,
  type TestReceiver,
} from '../apps/server/src/features/webhooks/test-receiver';
import { expectNoHorizontalScroll, signInWithDemo, waitForLoaded } from './support/actions';
import { checkA11y } from './support/a11y';
import { useBrowser } from './support/browser';

const stamp = Date.now().toString(36);

/** The check a receiving system makes, written from the page's own description of the signature. */
function hasValidSignature(request: ReceivedRequest, secret: string): boolean {
  const timestamp = request.headers['somo-webhook-timestamp'];
  const digest = createHmac('sha256', secret)
    .update(`${String(timestamp)}.${request.body}`)
    .digest('hex');
  return request.headers['somo-webhook-signature'] === `v1=${digest}`;
}

type UserCreated = { id: string; type: string; data: { username: string; role: string } };

describe('an admin connects a system with webhooks', () => {
  const b = useBrowser({ width: 375, height: 812 });
  let receiver: TestReceiver;

  beforeEach(async () => {
    receiver = await startTestReceiver();
  });

  afterEach(async () => {
    await receiver.close();
  });

  it('registers an endpoint, gets a signed delivery, sees it in the log and sends it again', async () => {
    const { page } = b;
    await signInWithDemo(page, 'Admin');
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/settings');
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL('**/admin/webhooks');
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await waitForLoaded(page);
    await checkA11y(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByRole('checkbox', { name: /user\.created/ }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    // The secret is shown this once, to be kept by the receiving system.
    const added = page.getByRole('dialog', { name: 'Endpoint added' });
    await added.getByText('Copy this secret now. It will not be shown again.').waitFor();
    const secret = await added.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await checkA11y(page);
    await added.getByRole('button', { name: 'Done' }).click();
    await added.waitFor({ state: 'detached' });

    const endpoint = page.getByRole('article', { name: receiver.url });
    await endpoint.getByText('Active', { exact: true }).waitFor();
    await endpoint.getByText('user.created', { exact: true }).waitFor();

    const username = `hooked_${stamp}`;
    const registered = await page.request.post('/api/auth/register/', {
      data: {
        username,
        email: `${username}@example.com`,
        password: 'learning123',
        password_confirm: 'learning123',
        role: 'student',
        first_name: 'Amani',
        last_name: 'Tester',
      },
    });
    expect(registered.status()).toBe(201);

    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    const [first] = receiver.received as [ReceivedRequest];
    const event = JSON.parse(first.body) as UserCreated;
    expect(event).toMatchObject({ type: 'user.created', data: { username, role: 'student' } });
    expect(first.headers['somo-webhook-id']).toBe(event.id);
    expect(hasValidSignature(first, secret)).toBe(true);
    expect(hasValidSignature(first, `${secret}x`)).toBe(false);

    await endpoint.getByRole('button', { name: 'Delivery log' }).click();
    const log = endpoint.getByRole('region', { name: 'Delivery log' });
    const delivery = log.getByRole('listitem').filter({ hasText: event.id });
    await delivery.getByText('Delivered', { exact: true }).waitFor();
    await delivery.getByText(/HTTP 200 in \d+ ms/).waitFor();
    await delivery.getByText('1 attempt', { exact: true }).waitFor();
    await checkA11y(page);
    await expectNoHorizontalScroll(page);

    await delivery.getByRole('button', { name: 'Resend user.created event' }).click();
    await page.getByRole('status').filter({ hasText: 'Delivery queued again.' }).waitFor();

    // The same event again, with the same id, signed afresh.
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    const second = receiver.received[1] as ReceivedRequest;
    expect(second.headers['somo-webhook-id']).toBe(event.id);
    expect(JSON.parse(second.body)).toEqual(event);
    expect(hasValidSignature(second, secret)).toBe(true);
    await delivery.getByText('2 attempts', { exact: true }).waitFor();
    await delivery.getByText('Delivered', { exact: true }).waitFor();
    await checkA11y(page);
    await expectNoHorizontalScroll(page);
  });
});
