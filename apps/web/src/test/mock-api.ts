import { vi } from 'vitest';

type Handler = (request: { body: unknown; headers: Headers; url: URL }) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(
  status: number,
  error: string,
  code: string,
  fields?: Record<string, string>,
): Response {
  return json(status, { error, detail: error, code, ...(fields ? { fields } : {}) });
}

/**
 * Replaces fetch with a tiny fake API keyed by 'METHOD /api/path/'. Anything not listed answers
 * 404 the way the real server does.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (!handler) return apiError(404, 'Not found.', 'not_found');
    return handler({ body, headers: new Headers(init?.headers), url });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return (init?.method ?? 'GET') === method && url.pathname === path;
  });
}
