import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@somo/contract/webhooks';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { LOAD, admin, settings, systemInfo } from '../test/admin-fixtures';

beforeAll(async () => {
  await import('./admin-webhooks-page');
}, 120_000);

const SECRET = 'whsec_4Xb9c2QyFz0pR7tLmN3sV8wK1jH6gD5a';

function endpoint(extra: Partial<WebhookEndpoint> & Pick<WebhookEndpoint, 'id'>): WebhookEndpoint {
  return {
    url: `https://school.example/hooks/${extra.id}`,
    events: ['enrollment.created', 'payment.succeeded'],
    is_active: true,
    created_at: '2026-03-01T09:00:00Z',
    ...extra,
  };
}

function delivery(extra: Partial<WebhookDelivery> & Pick<WebhookDelivery, 'id'>): WebhookDelivery {
  return {
    event_id: `6f1c2a9e-0000-4000-8000-00000000000${extra.id}`,
    event_type: 'payment.succeeded',
    status: 'delivered',
    next_attempt_at: null,
    created_at: '2026-03-02T10:00:00Z',
    attempts: [
      {
        attempt_number: 1,
        status_code: 200,
        error: null,
        duration_ms: 42,
        attempted_at: '2026-03-02T10:00:01Z',
      },
    ],
    ...extra,
  };
}

function webhooksApi(endpoints: WebhookEndpoint[], deliveries: WebhookDelivery[] = []) {
  return mockApi({
    'GET /api/auth/profile/': () => json(200, admin),
    'GET /api/admin/webhooks/': () => json(200, { endpoints }),
    'POST /api/admin/webhooks/': ({ body }) => {
      const { url, events } = body as { url: string; events: WebhookEndpoint['events'] };
      if (url.startsWith('http://')) {
        const message = 'Use an https:// URL (http:// only for localhost).';
        return apiError(400, message, 'validation_error', { url: message });
      }
      const created = endpoint({ id: 9, url, events });
      endpoints.unshift(created);
      return json(201, { ...created, secret: SECRET });
    },
    'PUT /api/admin/webhooks/1/': ({ body }) => {
      const changed = { ...endpoints[0], ...(body as object) } as WebhookEndpoint;
      endpoints[0] = changed;
      return json(200, changed);
    },
    'DELETE /api/admin/webhooks/1/': () => {
      endpoints.splice(0, 1);
      return json(200, { message: 'Webhook endpoint deleted.' });
    },
    'POST /api/admin/webhooks/1/rotate-secret/': () => json(200, { secret: `${SECRET}-new` }),
    'GET /api/admin/webhooks/1/deliveries/': () => json(200, { deliveries }),
    'POST /api/admin/webhooks/1/deliveries/7/resend/': () => {
      const resent = deliveries.find((item) => item.id === 7);
      if (resent) Object.assign(resent, { status: 'pending', next_attempt_at: '2026-03-03T10:00:00Z' });
      return json(200, resent);
    },
  });
}

describe('Webhooks', { timeout: 60_000 }, () => {
  it('lists endpoints with their URL, events and state', async () => {
    signInAs(admin);
    webhooksApi([endpoint({ id: 1 }), endpoint({ id: 2, is_active: false, events: ['user.created'] })]);
    renderApp('/admin/webhooks');

    const first = await screen.findByRole('article', { name: 'https://school.example/hooks/1' }, LOAD);
    expect(within(first).getByRole('list', { name: 'Events' })).toHaveTextContent(
      'enrollment.createdpayment.succeeded',
    );
    expect(first).toHaveTextContent('Active');
    expect(within(first).getByRole('switch', { name: 'Send deliveries' })).toBeChecked();
    const second = screen.getByRole('article', { name: 'https://school.example/hooks/2' });
    expect(second).toHaveTextContent('Disabled');
    expect(within(second).getByRole('switch', { name: 'Send deliveries' })).not.toBeChecked();
  });

  it('says so when there is no endpoint yet', async () => {
    signInAs(admin);
    webhooksApi([]);
    renderApp('/admin/webhooks');
    expect(await screen.findByText('No webhook endpoints', {}, LOAD)).toBeInTheDocument();
  });

  it('adds an endpoint, checking the form first, and shows its secret once', async () => {
    signInAs(admin);
    const api = webhooksApi([]);
    const { user } = renderApp('/admin/webhooks');
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });

    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('URL is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/webhooks/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'http://school.example/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: /enrollment\.created/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(
      await within(dialog).findByText('Use an https:// URL (http:// only for localhost).'),
    ).toBeInTheDocument();

    const url = within(dialog).getByLabelText('Endpoint URL');
    await user.clear(url);
    await user.type(url, 'https://school.example/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: /user\.created/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const added = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect(within(added).getByLabelText('Signing secret')).toHaveValue(SECRET);
    expect(added).toHaveTextContent('Copy this secret now. It will not be shown again.');
    expect(within(added).getByRole('button', { name: 'Copy secret' })).toBeEnabled();
    const posted = callsTo(api, 'POST', '/api/admin/webhooks/').at(-1);
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      url: 'https://school.example/hook',
      events: ['enrollment.created', 'user.created'],
    });

    await user.click(within(added).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'https://school.example/hook' })).toBeInTheDocument();
  });

  it('disables an endpoint with its switch', async () => {
    signInAs(admin);
    const api = webhooksApi([endpoint({ id: 1 })]);
    const { user } = renderApp('/admin/webhooks');
    const card = await screen.findByRole('article', { name: 'https://school.example/hooks/1' }, LOAD);
    await user.click(within(card).getByRole('switch', { name: 'Send deliveries' }));
    expect(await screen.findByText('Endpoint disabled.')).toBeInTheDocument();
    const put = callsTo(api, 'PUT', '/api/admin/webhooks/1/')[0];
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      url: 'https://school.example/hooks/1',
      events: ['enrollment.created', 'payment.succeeded'],
      is_active: false,
    });
  });

  it('shows the delivery log with each status, and Resend queues a delivery again', async () => {
    signInAs(admin);
    const api = webhooksApi(
      [endpoint({ id: 1 })],
      [
        delivery({ id: 7, status: 'failed', attempts: [] }),
        delivery({ id: 6, event_type: 'enrollment.created' }),
      ],
    );
    const { user } = renderApp('/admin/webhooks');
    const card = await screen.findByRole('article', { name: 'https://school.example/hooks/1' }, LOAD);
    const toggle = within(card).getByRole('button', { name: 'Delivery log' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = await within(card).findByRole('region', { name: 'Delivery log' });
    const [failed, delivered] = await within(log).findAllByRole('listitem');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Not sent yet');
    expect(delivered).toHaveTextContent('Delivered');
    expect(delivered).toHaveTextContent('HTTP 200 in 42 ms');

    await user.click(
      within(failed as HTMLElement).getByRole('button', { name: 'Resend payment.succeeded event' }),
    );
    expect(await screen.findByText('Delivery queued again.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/admin/webhooks/1/deliveries/7/resend/')).toHaveLength(1);
    await waitFor(() => expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('Pending'));
  });

  it('rotates the secret after asking, and shows the new one', async () => {
    signInAs(admin);
    webhooksApi([endpoint({ id: 1 })]);
    const { user } = renderApp('/admin/webhooks');
    const card = await screen.findByRole('article', { name: 'https://school.example/hooks/1' }, LOAD);
    await user.click(within(card).getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue(`${SECRET}-new`);
  });

  it('deletes an endpoint after asking', async () => {
    signInAs(admin);
    const api = webhooksApi([endpoint({ id: 1 })]);
    const { user } = renderApp('/admin/webhooks');
    const card = await screen.findByRole('article', { name: 'https://school.example/hooks/1' }, LOAD);
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Webhook endpoint deleted.')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/admin/webhooks/1/')).toHaveLength(1);
    expect(await screen.findByText('No webhook endpoints')).toBeInTheDocument();
  });

  it('is reached from Platform Settings', async () => {
    signInAs(admin);
    mockApi({
      'GET /api/auth/profile/': () => json(200, admin),
      'GET /api/admin/settings/': () => json(200, settings()),
      'GET /api/admin/system/': () => json(200, systemInfo),
      'GET /api/admin/webhooks/': () => json(200, { endpoints: [] }),
    });
    const { user } = renderApp('/admin/settings');
    await user.click(await screen.findByRole('link', { name: 'Webhooks' }, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' }, LOAD)).toBeInTheDocument();
  });
});
