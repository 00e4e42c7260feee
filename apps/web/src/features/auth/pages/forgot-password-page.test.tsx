import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const SENT =
  'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, within 30 minutes.';

describe('forgot password page', () => {
  it('is reached from the sign-in page and shows the server’s answer after sending the address', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/password/forgot/': () => json(200, { message: SENT }) });
    const { router, user } = renderApp('/login');

    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/auth/password/forgot/');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'amina@example.com' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('checks the address before calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/forgot-password');

    await user.type(await screen.findByLabelText(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/password/forgot/')).toHaveLength(0);
  });

  it('says so when the server refuses, e.g. after too many requests', async () => {
    mockApi({
      'POST /api/auth/password/forgot/': () =>
        apiError(429, 'Too many requests. Please wait a minute and try again.', 'rate_limited'),
    });
    const { user } = renderApp('/forgot-password');

    await user.type(await screen.findByLabelText(/^Email/), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a minute and try again.',
    );
  });
});
