import { expect, inject } from 'vitest';

/** Calls the API of the app under test, as a client would, and expects a 2xx answer. */
export async function api<T>(
  route: string,
  { token, method = 'GET', body }: { token?: string; method?: string; body?: unknown } = {},
) {
  const response = await fetch(`${inject('baseURL')}/api${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${route} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** An access token of a demo account. */
export async function demoToken(username: string): Promise<string> {
  const { tokens } = await api<{ tokens: { access: string } }>('/auth/login/', {
    method: 'POST',
    body: { username, password: 'demo12345' },
  });
  return tokens.access;
}

/**
 * A published course with lessons that the demo student is enrolled in: other journeys enrol the demo student in
 * courses of their own and take them back to draft afterwards, so the first enrolment may be one of those.
 */
export async function openDemoCourse(studentToken: string): Promise<{ id: number }> {
  const enrolled = await api<{ id: number; lesson_count: number }[]>('/student/enrolled-courses/', {
    token: studentToken,
  });
  const published = await api<{ id: number }[]>('/courses/');
  const open = enrolled.find(
    (item) => item.lesson_count > 0 && published.some((candidate) => candidate.id === item.id),
  );
  if (!open) throw new Error('demo_student has no enrolled published course with lessons');
  return open;
}
