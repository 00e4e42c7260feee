import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, student } from '../../../test/render-app';

const demoEnabled = () =>
  json(200, {
    enabled: true,
    password: 'demo12345',
    accounts: [
      { role: 'student', username: 'demo_student' },
      { role: 'instructor', username: 'demo_instructor' },
      { role: 'admin', username: 'demo_admin' },
    ],
  });

describe('login page', () => {
  it('shows the server reason for a wrong password and stays on the page', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login/': () => apiError(401, 'Invalid username or password', 'invalid_credentials'),
    });
    const { router, user } = renderApp('/login');

    await user.type(await screen.findByLabelText(/Username or Email/), 'amina');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo(fetchMock, 'POST', '/api/auth/token/refresh/')).toHaveLength(0);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('tells a pending administrator that the request awaits approval', async () => {
    const waiting =
      'Your administrator account request is awaiting approval. You will receive an e-mail once it has been approved.';
    mockApi({ 'POST /api/auth/login/': () => apiError(403, waiting, 'admin_request_pending') });
    const { router, user } = renderApp('/login');

    await user.type(await screen.findByLabelText(/Username or Email/), 'hopeful_admin');
    await user.type(screen.getByLabelText(/^Password/), 'steady-hands-42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(waiting);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('falls back to a generic message when the server gives no reason', async () => {
    mockApi({ 'POST /api/auth/login/': () => new Response('Bad gateway', { status: 502 }) });
    const { user } = renderApp('/login');

    await user.type(await screen.findByLabelText(/Username or Email/), 'amina');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username or email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username or Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Username or Email/)).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/auth/login/')).toHaveLength(0);
  });

  it('signs in and opens the role dashboard', async () => {
    mockApi({
      'POST /api/auth/login/': ({ body }) =>
        JSON.stringify(body) === JSON.stringify({ username: 'amina', password: 'secret123' })
          ? json(200, { user: student, tokens: { access: 'a', refresh: 'r' } })
          : apiError(401, 'Invalid username or password', 'invalid_credentials'),
      'GET /api/auth/profile/': () => json(200, student),
    });
    const { router, user } = renderApp('/login');

    await user.type(await screen.findByLabelText(/Username or Email/), 'amina');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'My Learning Journey' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/dashboard');
    // The account menu is its own chunk, drawn once it has loaded.
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: /Account menu/ }),
    ).toBeInTheDocument();
  });

  it('fills the form from a demo button and shows the shared password', async () => {
    mockApi({ 'GET /api/auth/demo/': demoEnabled });
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Instructor demo' }));

    expect(screen.getByText('demo12345')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username or Email/)).toHaveValue('demo_instructor');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('demo12345');
    expect(screen.getByRole('button', { name: 'Student demo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Admin demo' })).toBeInTheDocument();
  });

  it('has no demo buttons when demo mode is off or unknown', async () => {
    mockApi({});
    renderApp('/login');

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Try a demo account')).not.toBeInTheDocument());
  });

  it('lets the password be shown and hidden', async () => {
    mockApi({});
    const { user } = renderApp('/login');
    const password = await screen.findByLabelText(/^Password/);

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('offers Google sign-in only as a disabled, explained button and links to registration', async () => {
    mockApi({});
    renderApp('/login');

    expect(await screen.findByRole('button', { name: /Continue with Google/ })).toBeDisabled();
    expect(screen.getByText('Setup Required')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Create one' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
