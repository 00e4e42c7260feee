import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';
import { LOAD, paidPayment, studentPayment } from '../test/payment-fixtures';

beforeAll(async () => {
  await import('./payment-return-page');
}, 120_000);

const profile = () => json(200, student);

describe('payment return page', { timeout: 60_000 }, () => {
  it('waits while the payment is pending, then shows the receipt and goes on to the course', async () => {
    signInAs(student);
    let answers = 0;
    const fetchMock = mockApi({
      'GET /api/auth/profile/': profile,
      // The provider confirms between the first and the second question.
      'GET /api/payments/9/': () => {
        answers += 1;
        return json(200, answers === 1 ? studentPayment() : paidPayment());
      },
    });
    // What the provider appends on the way back is not believed: the page asks the server.
    const { router } = renderApp('/payments/9?status=successful&tx_ref=forged&transaction_id=1');

    expect(
      await screen.findByText('Waiting for confirmation from your payment provider', {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the payment page' })).toHaveAttribute(
      'href',
      '/payments/9/test',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment successful' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('SOMO-2026-000009')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Learning' })).toHaveAttribute(
      'href',
      '/student/courses/5/learn',
    );
    expect(callsTo(fetchMock, 'GET', '/api/payments/9/')).toHaveLength(2);

    await waitFor(() => expect(router.state.location.pathname).toBe('/student/courses/5/learn'), {
      timeout: 8000,
    });
  });

  it('offers a new checkout after a failed payment', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/payments/9/': () => json(200, studentPayment({ status: 'failed', checkout_url: null })),
      'GET /api/payments/10/': () => json(200, studentPayment({ id: 10 })),
      'POST /api/payments/checkout/': () =>
        json(201, {
          payment_id: 10,
          status: 'pending',
          checkout_url: `${window.location.origin}/payments/10/test`,
        }),
    });
    const { router, user } = renderApp('/payments/9');

    expect(await screen.findByRole('heading', { name: 'Payment failed' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment did not go through, so you are not enrolled in this course.',
    );
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/courses/5');

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/10/test'));
    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/payments/checkout/');
    expect(init?.body).toBe(JSON.stringify({ course_id: 5 }));
  });

  it('says why a retry could not start', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/payments/9/': () => json(200, studentPayment({ status: 'failed', checkout_url: null })),
      'POST /api/payments/checkout/': () =>
        apiError(503, 'Payments are not set up on this platform.', 'service_unavailable'),
    });
    const { user } = renderApp('/payments/9');

    await user.click(await screen.findByRole('button', { name: 'Try again' }, LOAD));

    expect(await screen.findByText('Payments are not set up on this platform.')).toBeInTheDocument();
  });

  it('tells a refunded payment apart', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/payments/9/': () =>
        json(
          200,
          paidPayment({ status: 'refunded', refunded_at: '2026-03-04T08:00:00.000Z', can_refund: false }),
        ),
    });
    renderApp('/payments/9');

    expect(await screen.findByRole('heading', { name: 'Payment refunded' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/This payment was refunded on Mar 4, 2026/)).toHaveTextContent(
      'Your access to the course has ended.',
    );
    expect(screen.getByRole('link', { name: 'My payments' })).toHaveAttribute('href', '/student/payments');
  });

  it('says when the payment is not there, or not the student’s', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/payments/9/': () => apiError(404, 'Payment not found.', 'not_found'),
    });
    renderApp('/payments/9');

    expect(await screen.findByRole('heading', { name: 'Payment not found' }, LOAD)).toBeInTheDocument();
  });

  it('offers to try again when the payment cannot be read', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': profile,
      'GET /api/payments/9/': () => apiError(500, 'Something went wrong.', 'internal_error'),
    });
    renderApp('/payments/9');

    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Failed to load your payment.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('payment return page in the student’s language', { timeout: 60_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('tells a French reader about the refund, keeping the receipt number and amount as charged', async () => {
    const french = { ...student, language_preference: 'fr' as const };
    signInAs(french);
    mockApi({
      'GET /api/auth/profile/': () => json(200, french),
      'GET /api/payments/9/': () =>
        json(
          200,
          paidPayment({ status: 'refunded', refunded_at: '2026-03-04T08:00:00.000Z', can_refund: false }),
        ),
    });
    renderApp('/payments/9');

    expect(await screen.findByRole('heading', { name: 'Paiement remboursé' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/Ce paiement a été remboursé le 4 mars 2026/)).toHaveTextContent(
      'Votre accès au cours a pris fin.',
    );
    expect(screen.getByText('Numéro de reçu')).toBeInTheDocument();
    expect(screen.getByText('SOMO-2026-000009')).toBeInTheDocument();
    expect(screen.getByText('$15.00')).toBeInTheDocument();
  });
});
