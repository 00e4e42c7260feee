import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { storeGuestLanguage } from '../../../lib/i18n/languages';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

async function fillIn(user: UserEvent, values: { password?: string; confirm?: string } = {}) {
  await user.type(await screen.findByLabelText('First name'), 'Amina');
  await user.type(screen.getByLabelText('Last name'), 'Nakato');
  await user.type(screen.getByLabelText(/^Username/), 'amina');
  await user.type(screen.getByLabelText(/^Email/), 'amina@example.com');
  await user.type(screen.getByLabelText(/^Password/), values.password ?? 'secret123');
  await user.type(
    screen.getByLabelText(/^Confirm password/),
    values.confirm ?? values.password ?? 'secret123',
  );
}

describe('register page', () => {
  it('starts as a student and warns that administrator accounts need approval', async () => {
    mockApi({});
    const { user } = renderApp('/register');

    expect(await screen.findByRole('radio', { name: /Student/ })).toBeChecked();
    expect(screen.queryByText('Administrator accounts need approval')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Administrator/ }));

    expect(screen.getByRole('radio', { name: /Administrator/ })).toBeChecked();
    expect(screen.getByText('Administrator accounts need approval')).toBeInTheDocument();
  });

  it('checks the passwords before sending anything', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/register');

    await fillIn(user, { password: 'abc', confirm: 'abd' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/register/')).toHaveLength(0);
  });

  it('requires username, email and both passwords', async () => {
    mockApi({});
    const { user } = renderApp('/register');

    await user.click(await screen.findByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  // Waits out the 2-second redirect, on top of filling in the form.
  it('confirms a new account and moves on to sign-in after 2 seconds', { timeout: 15_000 }, async () => {
    const fetchMock = mockApi({
      'POST /api/auth/register/': () =>
        json(201, { message: 'Account created', user: { username: 'amina' }, pending_approval: false }),
    });
    const { router, user } = renderApp('/register');

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Registration successful!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/register');
    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/auth/register/');
    expect(JSON.parse(String(init?.body))).toEqual({
      role: 'student',
      first_name: 'Amina',
      last_name: 'Nakato',
      username: 'amina',
      email: 'amina@example.com',
      password: 'secret123',
      password_confirm: 'secret123',
      // The language the form was filled in: the account, its e-mails and the app start in it.
      language_preference: 'en',
    });

    expect(await screen.findByRole('button', { name: 'Sign In' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText(/Username or Email/)).toHaveValue('amina');
  });

  it('tells an administrator applicant to wait for approval, with no sign-in offer', async () => {
    mockApi({
      'POST /api/auth/register/': () =>
        json(201, { message: 'Request submitted', user: { username: 'amina' }, pending_approval: true }),
    });
    const { user } = renderApp('/register');

    await user.click(await screen.findByRole('radio', { name: /Administrator/ }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Request Administrator Account' }));

    const confirmation = await screen.findByRole('status');
    expect(within(confirmation).getByText(/awaiting approval/)).toBeInTheDocument();
    expect(within(confirmation).getByText(/e-mail once it is approved/)).toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
    expect(within(confirmation).queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
  });

  it('shows a taken username at the top and under the field', async () => {
    mockApi({
      'POST /api/auth/register/': () =>
        apiError(409, 'A user with that username already exists.', 'username_taken', {
          username: 'A user with that username already exists.',
        }),
    });
    const { user } = renderApp('/register');

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A user with that username already exists.');
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      'A user with that username already exists.',
    );
  });

  it('falls back to a generic message when the server gives no reason', async () => {
    mockApi({ 'POST /api/auth/register/': () => new Response('', { status: 500 }) });
    const { user } = renderApp('/register');

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it('links to the terms, the privacy policy and sign-in', async () => {
    mockApi({});
    renderApp('/register');
    const main = await screen.findByRole('main');

    expect(await within(main).findByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(main).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('register page in the guest’s language', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('words the form and its checks in French, and opens the account in French', async () => {
    storeGuestLanguage('fr');
    const fetchMock = mockApi({
      'POST /api/auth/register/': () =>
        json(201, { message: 'Account created', user: { username: 'amina' }, pending_approval: false }),
    });
    const { user } = renderApp('/register');

    expect(await screen.findByRole('heading', { name: 'Créez votre compte' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    // The contract's English checks, read out in French.
    expect(await screen.findByText('Le nom d’utilisateur est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Nom d’utilisateur/), 'amina');
    await user.type(screen.getByLabelText(/^E-mail/), 'amina@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret123');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));

    expect(await screen.findByRole('heading', { name: 'Inscription réussie !' })).toBeInTheDocument();
    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/auth/register/');
    expect(JSON.parse(String(init?.body))).toMatchObject({ username: 'amina', language_preference: 'fr' });
  });
});
