import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { storeGuestLanguage } from '../../../lib/i18n/languages';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const summary = (id: number, title: string) => ({
  id,
  title,
  description: `About ${title}`,
  price: id === 1 ? 10 : 0,
  currency: 'USD',
  lesson_count: 3,
  student_count: 1,
  author_username: 'grace',
  instructor: { id: 2, username: 'grace', full_name: 'Grace Nakato' },
  thumbnail: null,
});

describe('course catalogue', () => {
  it('lists courses with prices in the platform currency and pages through more', async () => {
    const fetchMock = mockApi({
      'GET /api/courses/': () => json(200, []),
    });
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname !== '/api/courses/') return apiError(404, 'Not found.', 'not_found');
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const all = Array.from({ length: 14 }, (_, index) => summary(index + 1, `Course ${index + 1}`));
      return json(200, all.slice(offset, offset + limit));
    });
    const { user } = renderApp('/courses');

    expect(await screen.findByRole('link', { name: 'Course 1' })).toHaveAttribute('href', '/courses/1');
    expect(screen.getByText('37,000 UGX')).toBeInTheDocument();
    // The instructor by full name, never the username.
    expect(screen.getAllByText('Grace Nakato')).toHaveLength(12);
    expect(screen.queryByText('grace')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Load more courses' }));
    expect(await screen.findByRole('link', { name: 'Course 14' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load more courses' })).not.toBeInTheDocument();
  });

  it('sends the search to the server and says when nothing matches', async () => {
    const fetchMock = mockApi({ 'GET /api/courses/': () => json(200, [summary(2, 'Algebra')]) });
    const { router, user } = renderApp('/courses');

    await screen.findByRole('link', { name: 'Algebra' });
    fetchMock.mockImplementation(async () => json(200, []));
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'quantum');

    expect(await screen.findByText('No courses match “quantum”')).toBeInTheDocument();
    const last = fetchMock.mock.calls.at(-1)?.[0];
    expect(new URL(String(last)).searchParams.get('search')).toBe('quantum');
    expect(router.state.location.search).toBe('?search=quantum');
  });

  it('offers a reload when the catalogue cannot be fetched', async () => {
    mockApi({ 'GET /api/courses/': () => apiError(500, 'Boom', 'internal_error') });
    renderApp('/courses');

    expect(await screen.findByText('Failed to fetch courses. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('course catalogue in the guest’s language', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('counts and describes the courses in Spanish, with Spanish plurals', async () => {
    storeGuestLanguage('es');
    mockApi({ 'GET /api/courses/': () => json(200, [summary(2, 'Algebra')]) });
    renderApp('/courses');

    expect(await screen.findByRole('heading', { level: 1, name: 'Explorar cursos' })).toBeInTheDocument();
    expect(await screen.findByText('1 curso')).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('3 lecciones');
    expect(card).toHaveTextContent('1 estudiante');
  });
});
