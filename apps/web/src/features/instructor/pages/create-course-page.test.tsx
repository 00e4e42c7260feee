import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { courseDetail, instructor } from '../test/instructor-fixtures';

// Generous, for a machine busy with other test files at the same time.
const LOAD = { timeout: 15_000 };

// Loads the pages' code once up front, so the time limits below measure the page, not the bundler.
beforeAll(async () => {
  await Promise.all([import('./create-course-page'), import('./course-management-page')]);
}, 120_000);

describe('create course page', { timeout: 60_000 }, () => {
  it('asks for a title and a description before calling the server', async () => {
    signInAs(instructor);
    const fetchMock = mockApi({ 'GET /api/auth/profile/': () => json(200, instructor) });
    const { user } = renderApp('/instructor/courses/create');

    await user.click(await screen.findByRole('button', { name: 'Create' }, LOAD));

    expect(await screen.findByText('Title is required', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/instructor/courses/create/')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: /AI-powered PDF upload/ })).toBeDisabled();
    expect(screen.getByLabelText('Currency')).toHaveValue('UGX');
    expect(screen.getByLabelText('Price')).toHaveAttribute('step', '1');

    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(screen.getByLabelText('Price')).toHaveAttribute('step', '0.01');
  });

  it('shows the server’s reason when the course is refused', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'POST /api/instructor/courses/create/': () =>
        apiError(400, 'Price must be at most $999.99 (USD).', 'validation_error', {
          price: 'Price must be at most $999.99 (USD).',
        }),
    });
    const { user } = renderApp('/instructor/courses/create');

    await user.type(await screen.findByLabelText('Course Title', undefined, LOAD), 'Beekeeping Basics');
    await user.type(screen.getByLabelText('Description'), 'Keep healthy hives.');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '99999999');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'Price must be at most $999.99 (USD).',
    );
    expect(screen.getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to the spec’s text when the server gives no reason', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'POST /api/instructor/courses/create/': () => new Response('Bad gateway', { status: 502 }),
    });
    const { user } = renderApp('/instructor/courses/create');

    await user.type(await screen.findByLabelText('Course Title', undefined, LOAD), 'Beekeeping Basics');
    await user.type(screen.getByLabelText('Description'), 'Keep healthy hives.');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'Failed to create course. Please try again.',
    );
  });

  it('saves a draft with a price of 0 for an empty price, shows success, then opens the editor', async () => {
    signInAs(instructor);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'POST /api/instructor/courses/create/': () => json(201, courseDetail({ price: 0 })),
      'GET /api/instructor/courses/42/detail/': () => json(200, courseDetail({ price: 0 })),
      'GET /api/instructor/courses/42/lessons/': () => json(200, []),
    });
    const { router, user } = renderApp('/instructor/courses/create');

    await user.type(await screen.findByLabelText('Course Title', undefined, LOAD), '  Beekeeping Basics ');
    await user.type(screen.getByLabelText('Description'), 'Keep healthy hives.');
    await user.selectOptions(screen.getByLabelText('Language'), 'pt');
    await user.clear(screen.getByLabelText('Price'));
    await user.click(screen.getByLabelText('Publish immediately'));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    expect(
      await screen.findByRole('heading', { name: 'Course created successfully!' }, LOAD),
    ).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/instructor/courses/create/');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      title: 'Beekeeping Basics',
      description: 'Keep healthy hives.',
      language: 'pt',
      currency: 'UGX',
      price: 0,
      is_published: false,
    });

    // 3 seconds on the success screen, then the editor's code is loaded on first use.
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/courses/42/manage'), {
      timeout: 20_000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beekeeping Basics' }, LOAD),
    ).toBeInTheDocument();
  });
});
