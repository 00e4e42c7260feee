import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';
import { LOAD, paidPayment, studentPayment } from '../test/payment-fixtures';

beforeAll(async () => {
  await import('./test-payment-page');
}, 120_000);

const profile = () => json(200, student);

describe('test payment prompt', { timeout: 60_000 }, () => {
  it('approves with a valid mobile-money number and goes to the payment’s page', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/payments/9/': () => json(200, studentPayment()),
      'POST /api/payments/9/test-complete/': () => json(200, paidPayment()),
    });
    const { router, user } = renderApp('/payments/9/test');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test payment — no money moves' }, LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByText('$15.00', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('for Algebra Foundations')).toBeInTheDocument();

    const phone = screen.getByRole('textbox', { name: 'Mobile money number' });
    await user.type(phone, '0772 12');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Enter a mobile money number such as 0772 123 456.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/payments/9/test-complete/')).toHaveLength(0);

    await user.type(phone, '3 456');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/9'));
    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/payments/9/test-complete/');
    expect(init?.body).toBe(JSON.stringify({ outcome: 'approve' }));
  });

  it('declines without a number', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/payments/9/': () => json(200, studentPayment()),
      'POST /api/payments/9/test-complete/': () => json(200, studentPayment({ status: 'failed' })),
    });
    const { router, user } = renderApp('/payments/9/test');

    await user.click(await screen.findByRole('button', { name: 'Decline' }, LOAD));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/9'));
    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/payments/9/test-complete/');
    expect(init?.body).toBe(JSON.stringify({ outcome: 'decline' }));
  });

  it('shows the server’s refusal and stays on the prompt', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/payments/9/': () => json(200, studentPayment()),
      'POST /api/payments/9/test-complete/': () => apiError(404, 'Payment not found.', 'not_found'),
    });
    const { router, user } = renderApp('/payments/9/test');

    await user.click(await screen.findByRole('button', { name: 'Decline' }, LOAD));

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment not found.');
    expect(router.state.location.pathname).toBe('/payments/9/test');
  });

  it('does not prompt again for a payment that is already settled', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/payments/9/': () => json(200, paidPayment()),
    });
    renderApp('/payments/9/test');

    expect(await screen.findByText('This payment has already been answered.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the payment' })).toHaveAttribute('href', '/payments/9');
  });
});
