import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';
import { LOAD, paidPayment, studentPayment } from '../test/payment-fixtures';

beforeAll(async () => {
  await import('./my-payments-page');
}, 120_000);

const profile = () => json(200, student);

const rows = () =>
  within(screen.getByRole('table', { name: 'Your payments, newest first' })).getAllByRole('row');

describe('My payments', { timeout: 60_000 }, () => {
  it('lists the payments with their status and receipt, and refunds one after asking', async () => {
    signInAs(student);
    let refunded = false;
    const fetchMock = mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/payments/': () =>
        json(200, [
          refunded
            ? paidPayment({ status: 'refunded', can_refund: false, refunded_at: new Date().toISOString() })
            : paidPayment(),
          studentPayment({
            id: 7,
            course_id: 6,
            course_title: 'Smart Farming',
            amount: 50000,
            currency: 'UGX',
          }),
          studentPayment({ id: 3, course_id: null, course_title: 'Old Course', status: 'failed' }),
        ]),
      'POST /api/payments/9/refund/': () => {
        refunded = true;
        return json(200, paidPayment({ status: 'refunded', can_refund: false }));
      },
    });
    const { user } = renderApp('/student/payments');

    expect(await screen.findByRole('heading', { level: 1, name: 'My payments' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/within 30 days of paying/)).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Your payments, newest first' }, LOAD);
    const [, paid, pending, failed] = rows();
    expect(paid).toHaveTextContent(/Algebra Foundations\$15\.00CompletedRefundMar 1, 2026.*SOMO-2026-000009/);
    expect(within(paid as HTMLElement).getByRole('link', { name: 'Algebra Foundations' })).toHaveAttribute(
      'href',
      '/courses/5',
    );
    expect(pending).toHaveTextContent(/Smart Farming50,000 UGXPendingCheck status/);
    expect(within(pending as HTMLElement).getByRole('link', { name: 'Check status' })).toHaveAttribute(
      'href',
      '/payments/7',
    );
    expect(failed).toHaveTextContent(/Old Course\$15\.00Failed/);
    expect(within(failed as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refund Algebra Foundations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(dialog).toHaveTextContent(
      '$15.00 will be returned to you, and your access to Algebra Foundations ends.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect((await screen.findAllByText('Payment refunded.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Refunded'));
    expect(screen.queryByRole('button', { name: 'Refund Algebra Foundations' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payments/9/refund/')).toHaveLength(1);
  });

  it('keeps the dialog open with the reason when the refund is refused', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/payments/': () => json(200, [paidPayment()]),
      'POST /api/payments/9/refund/': () =>
        apiError(403, 'The 30-day refund window for this payment has passed.', 'refund_window_closed'),
    });
    const { user } = renderApp('/student/payments');

    await user.click(await screen.findByRole('button', { name: 'Refund Algebra Foundations' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The 30-day refund window for this payment has passed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when there are no payments yet', async () => {
    signInAs(student);
    mockApi({ 'GET /api/auth/profile/': profile, 'GET /api/payments/': () => json(200, []) });
    renderApp('/student/payments');

    expect(await screen.findByRole('heading', { name: 'No payments yet' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
  });

  it('says when the payments cannot be read', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/payments/': () => apiError(500, 'Something went wrong.', 'internal_error'),
    });
    renderApp('/student/payments');

    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Failed to load your payments.');
  });
});
