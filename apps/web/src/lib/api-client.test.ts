import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiBaseUrl, createApiClient, downloadName, endpointPath } from './api-client';
import { STORAGE_KEYS } from './session-storage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const unauthorized = () =>
  json(401, { error: 'Token expired', detail: 'Token expired', code: 'invalid_token' });

function signIn() {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'old-access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'old-refresh');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1, username: 'amina', role: 'student' }));
}

type Route = (init: RequestInit) => Response | Promise<Response>;

/** A fake server: `routes` maps 'METHOD /path/' to a handler; every call is recorded. */
function setup(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace('https://somo.test/api', '');
    const route = routes[`${init.method ?? 'GET'} ${path}`];
    if (!route) throw new Error(`Unexpected call ${init.method} ${path}`);
    return route(init);
  });
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    baseUrl: () => 'https://somo.test/api',
    fetch: fetchMock,
    onSessionExpired,
  });
  const calls = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) =>
        String(input) === `https://somo.test/api${path}` && (init?.method ?? 'GET') === method,
    );
  const authorization = (call: [RequestInfo | URL, RequestInit?] | undefined) =>
    new Headers(call?.[1]?.headers).get('Authorization');
  return { client, fetchMock, onSessionExpired, calls, authorization };
}

/** Accepts only the token pair the refresh handed out; anything else is an expired session. */
const acceptsOnly =
  (token: string, body: unknown): Route =>
  (init) =>
    new Headers(init.headers).get('Authorization') === `Bearer ${token}` ? json(200, body) : unauthorized();

describe('api client', () => {
  it('sends JSON, the tunnel header and the stored access token', async () => {
    signIn();
    const { client, calls } = setup({ 'POST /things/': () => json(201, { id: 3 }) });

    await expect(client.post('/things/', { name: 'x' })).resolves.toEqual({ id: 3 });

    const [, init] = calls('POST', '/things/')[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('ngrok-skip-browser-warning')).toBe('true');
    expect(headers.get('Authorization')).toBe('Bearer old-access');
    expect(init?.body).toBe(JSON.stringify({ name: 'x' }));
  });

  it('uses /api on the host and protocol that served the page', () => {
    expect(apiBaseUrl()).toBe(`${window.location.protocol}//${window.location.host}/api`);
  });

  it('refreshes an expired token once, keeps both new tokens and retries the request', async () => {
    signIn();
    const { client, calls, authorization, onSessionExpired } = setup({
      'GET /courses/': acceptsOnly('new-access', [{ id: 1 }]),
      'POST /auth/token/refresh/': (init) =>
        init.body === JSON.stringify({ refresh: 'old-refresh' })
          ? json(200, { access: 'new-access', refresh: 'new-refresh' })
          : unauthorized(),
    });

    await expect(client.get('/courses/')).resolves.toEqual([{ id: 1 }]);

    expect(calls('POST', '/auth/token/refresh/')).toHaveLength(1);
    expect(authorization(calls('GET', '/courses/')[1])).toBe('Bearer new-access');
    expect(localStorage.getItem('authToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('signs the user out and goes to sign-in when the refresh is refused', async () => {
    signIn();
    localStorage.setItem('intendedCourse', '9');
    const { client, onSessionExpired } = setup({
      'GET /courses/': () => unauthorized(),
      'POST /auth/token/refresh/': () => json(401, { error: 'Invalid refresh token', code: 'invalid_token' }),
    });

    const error = await client.get('/courses/').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // The course to resume after signing in again is not part of the session.
    expect(localStorage.getItem('intendedCourse')).toBe('9');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not loop when the retried request is refused again', async () => {
    signIn();
    const { client, calls, onSessionExpired } = setup({
      'GET /admin/users/': () => unauthorized(),
      'POST /auth/token/refresh/': () => json(200, { access: 'new-access', refresh: 'new-refresh' }),
    });

    await expect(client.get('/admin/users/')).rejects.toMatchObject({ status: 401 });

    expect(calls('GET', '/admin/users/')).toHaveLength(2);
    expect(calls('POST', '/auth/token/refresh/')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between requests that expire together', async () => {
    signIn();
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, calls } = setup({
      'GET /notifications/': acceptsOnly('new-access', { unread_count: 2 }),
      'GET /student/enrollments/': acceptsOnly('new-access', []),
      'GET /profile/': acceptsOnly('new-access', { username: 'amina' }),
      'POST /auth/token/refresh/': async () => {
        await refreshGate;
        return json(200, { access: 'new-access', refresh: 'new-refresh' });
      },
    });

    const results = Promise.all([
      client.get('/notifications/'),
      client.get('/student/enrollments/'),
      client.get('/profile/'),
    ]);
    await vi.waitFor(() => expect(calls('POST', '/auth/token/refresh/')).toHaveLength(1));
    releaseRefresh();

    await expect(results).resolves.toEqual([{ unread_count: 2 }, [], { username: 'amina' }]);
    expect(calls('POST', '/auth/token/refresh/')).toHaveLength(1);
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
  });

  it('goes straight to sign-in when there is no refresh token', async () => {
    localStorage.setItem('authToken', 'old-access');
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'amina', role: 'student' }));
    const { client, calls, onSessionExpired } = setup({ 'GET /exams/': () => unauthorized() });

    await expect(client.get('/exams/')).rejects.toMatchObject({ status: 401 });

    expect(calls('POST', '/auth/token/refresh/')).toHaveLength(0);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('hands a wrong-password 401 from sign-in to the form instead of redirecting', async () => {
    signIn();
    const { client, calls, onSessionExpired } = setup({
      'POST /auth/login/': () =>
        json(401, {
          error: 'Invalid username or password',
          detail: 'Invalid username or password',
          code: 'invalid_credentials',
        }),
    });

    const error = await client
      .post('/auth/login/', { username: 'amina', password: 'nope' }, { skipAuthRefresh: true })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      serverMessage: 'Invalid username or password',
    });
    expect(calls('POST', '/auth/token/refresh/')).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBe('old-access');
  });

  it('reports the code, message and field errors of a failed call', async () => {
    const { client } = setup({
      'POST /auth/register/': () =>
        json(409, {
          error: 'A user with that email already exists.',
          detail: 'A user with that email already exists.',
          code: 'email_taken',
          fields: { email: 'A user with that email already exists.' },
        }),
    });

    await expect(client.post('/auth/register/', {}, { skipAuthRefresh: true })).rejects.toMatchObject({
      status: 409,
      code: 'email_taken',
      serverMessage: 'A user with that email already exists.',
      fields: { email: 'A user with that email already exists.' },
    });
  });

  it('tells a lost connection apart from an error answer', async () => {
    const { client } = setup({
      'GET /courses/': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    const error = await client.get('/courses/').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      isNetworkError: true,
      status: 0,
      message: 'Network connection failed. Please check your internet connection.',
    });
  });

  it('survives an error page that is not JSON', async () => {
    const { client } = setup({
      'GET /courses/': () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
    });

    await expect(client.get('/courses/')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      serverMessage: null,
    });
  });

  it('refreshes on request and reports a refused refresh by signing the user out', async () => {
    signIn();
    let accept = true;
    const { client, onSessionExpired } = setup({
      'POST /auth/token/refresh/': () =>
        accept ? json(200, { access: 'new-access', refresh: 'new-refresh' }) : unauthorized(),
    });

    await expect(client.refreshSession()).resolves.toBe(true);
    expect(localStorage.getItem('authToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');

    accept = false;
    await expect(client.refreshSession()).resolves.toBe(false);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // Reported to the caller, who decides where to go; no automatic redirect.
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('calling an endpoint of the contract', () => {
  it('fills in and encodes path parameters, and sends the method, query and answer of the description', async () => {
    signIn();
    const { client, calls } = setup({
      'POST /notifications/7/read/': () =>
        json(200, { message: 'Notification marked as read.', unread_count: 2 }),
      'GET /notifications/?limit=50&before=9': () =>
        json(200, { notifications: [], unread_count: 0, total_count: 0, has_more: false }),
    });
    const read = await client.call('POST /notifications/:id/read/', { params: { id: 7 } });
    expect(read.unread_count).toBe(2);
    const page = await client.call('GET /notifications/', { query: { limit: 50, before: 9 } });
    expect(page.has_more).toBe(false);
    expect(calls('POST', '/notifications/7/read/')).toHaveLength(1);
  });

  it('sends a multipart endpoint its form as it is', async () => {
    signIn();
    const { client, fetchMock } = setup({
      'POST /instructor/courses/pdf/analyze/': () => json(200, { analysis: {} }),
    });
    const form = new FormData();
    form.set('title', 'Soil');
    await client.call('POST /instructor/courses/pdf/analyze/', { body: form });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('never sends a parameter unencoded', () => {
    expect(endpointPath('/courses/:id/forum/', { id: '1/../2' })).toBe('/courses/1%2F..%2F2/forum/');
    expect(() => endpointPath('/courses/:id/', {})).toThrow('Missing path parameter id');
  });
});

describe('downloadName', () => {
  it('reads the name a download is given, its UTF-8 form first', () => {
    const header = `attachment; filename="Geographie questions.txt"; filename*=UTF-8''G%C3%A9ographie%20questions.txt`;
    expect(downloadName(header)).toBe('Géographie questions.txt');
    expect(downloadName('attachment; filename="Quiz gradebook.csv"')).toBe('Quiz gradebook.csv');
    expect(downloadName(`attachment; filename="Q.csv"; filename*=UTF-8''%E0%A4`)).toBe('Q.csv');
    expect(downloadName('attachment')).toBeUndefined();
    expect(downloadName(null)).toBeUndefined();
  });
});
