import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';

async function choose(user: ReturnType<typeof renderApp>['user'], password: string, confirm = password) {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password page', () => {
  it('sends the token from the link with the new password, then offers to sign in', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/password/reset/': () =>
        json(200, { message: 'Your password has been reset. You can now sign in with your new password.' }),
    });
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);

    await choose(user, 'mango-tree-42');

    expect(
      await screen.findByText('Your password has been reset. You can now sign in with your new password.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    const [call] = callsTo(fetchMock, 'POST', '/api/auth/password/reset/');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      token: TOKEN,
      password: 'mango-tree-42',
      password_confirm: 'mango-tree-42',
    });
  });

  it('asks for matching passwords before calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);

    await choose(user, 'mango-tree-42', 'mango-tree-43');

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/password/reset/')).toHaveLength(0);
  });

  it('shows the server’s refusal of a common password under the field', async () => {
    mockApi({
      'POST /api/auth/password/reset/': () =>
        apiError(400, 'This password is too common.', 'validation_error', {
          password: 'This password is too common.',
        }),
    });
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);

    await choose(user, 'password123');

    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains a used or expired link and links to ask for a new one', async () => {
    mockApi({
      'POST /api/auth/password/reset/': () => apiError(400, INVALID, 'validation_error', { token: INVALID }),
    });
    const { router, user } = renderApp(`/reset-password?token=${TOKEN}`);

    await choose(user, 'mango-tree-42');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('says a link without a token is incomplete', async () => {
    mockApi({});
    renderApp('/reset-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is incomplete.');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
