import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockApi } from '../test/mock-api';
import { renderApp, signInAs, student } from '../test/render-app';

describe('routes and guards', () => {
  it('shows the 404 page for an unknown path', async () => {
    mockApi({});
    renderApp('/nowhere');

    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('shows Access Denied at /unauthorized', async () => {
    mockApi({});
    renderApp('/unauthorized');

    expect(await screen.findByText("You don't have permission to access this page.")).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign-in and back to the page they asked for', async () => {
    mockApi({
      'POST /api/auth/login/': () =>
        json(200, { user: student, tokens: { access: 'access-1', refresh: 'refresh-1' } }),
      'GET /api/auth/profile/': () => json(200, student),
    });
    const { router, user } = renderApp('/student/forums');

    await user.type(await screen.findByLabelText(/Username or Email/), 'amina');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Course Forums' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/forums');
    expect(localStorage.getItem('authToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ username: 'amina' });
  });

  it('shows Access Denied to a signed-in user of another role', async () => {
    signInAs(student);
    mockApi({ 'GET /api/auth/profile/': () => json(200, student) });
    renderApp('/admin/users');

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'User Management' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user away from the sign-in page to their dashboard', async () => {
    signInAs(student);
    mockApi({ 'GET /api/auth/profile/': () => json(200, student) });
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'My Learning Journey' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/dashboard');
  });

  it('sends a signed-in user to the course they wanted to enrol in', async () => {
    signInAs(student);
    localStorage.setItem('intendedCourse', '12');
    mockApi({ 'GET /api/auth/profile/': () => json(200, student) });
    const { router } = renderApp('/login');

    // The fake API has no course 12, so the course page says so.
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses/12');
    expect(localStorage.getItem('intendedCourse')).toBeNull();
  });

  it('redirects /settings to the profile', async () => {
    signInAs(student);
    mockApi({ 'GET /api/auth/profile/': () => json(200, student) });
    const { router } = renderApp('/settings');

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('asks a signed-out visitor of /notifications to sign in', async () => {
    mockApi({});
    renderApp('/notifications');

    expect(await screen.findByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('gives each role its own sidebar items', async () => {
    signInAs({ ...student, role: 'admin', username: 'root' });
    mockApi({ 'GET /api/auth/profile/': () => json(200, { ...student, role: 'admin', username: 'root' }) });
    renderApp('/admin/dashboard');

    const sidebar = await screen.findByRole('navigation', { name: 'Admin navigation' });
    const labels = [...sidebar.querySelectorAll('a')].map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Notifications',
      'Requests',
      'Users',
      'Courses',
      'Payments',
      'Certificates',
      'Settings',
      'Profile',
    ]);
    expect(await screen.findByRole('heading', { name: 'Control Center' })).toBeInTheDocument();
  });

  it('forgets a stored session the server no longer accepts', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(403, { error: 'Account deactivated', code: 'forbidden' }),
    });
    renderApp('/');

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the stored session when the profile cannot be fetched for want of a connection', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/');

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: /Account menu/ })).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).not.toBeNull();
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  it('signs out from the account menu onto the home page, not the sign-in page', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'POST /api/auth/logout/': () => json(200, { message: 'Signed out' }),
    });
    const { router, user } = renderApp('/student/forums');

    await user.click(await screen.findByRole('button', { name: 'Account menu for Amina Nakato' }));
    expect(await screen.findByText('amina@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    const [[, init] = []] = callsTo(fetchMock, 'POST', '/api/auth/logout/');
    expect(init?.body).toBe(JSON.stringify({ refresh: 'refresh-1' }));
    // The server ends this device's access token too, at once.
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
  });
});
