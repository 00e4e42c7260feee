import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    expect(screen.getByRole('radio', { name: /Manual/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /AI-powered PDF upload/ })).toBeEnabled();
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

const analysis = {
  title: 'Healthy Soil for Small Farms',
  description: 'A course based on “Healthy Soil for Small Farms”.',
  language: 'fr',
  suggested_price: 0,
  difficulty_level: 'beginner',
  estimated_duration: 75,
  content_type: 'Document with numbered sections',
  target_audience: 'Beginners: no prior knowledge of soil is needed.',
  learning_objectives: ['Explain soil texture', 'Describe compost', 'Apply mulch', 'Plan crop rotation'],
};

const previewLesson = (order: number, title: string) => ({
  title,
  content: `The text of ${title}.`,
  order,
  estimated_duration: 3,
  key_concepts: [`${title} concept`],
});

const preview = {
  lessons: ['Introduction', 'Soil', 'Compost', 'Water', 'Rotation'].map((title, index) =>
    previewLesson(index + 1, title),
  ),
  assessments: [1, 2, 3].map((n) => ({
    question: `Sample question ${n}?`,
    type: 'multiple_choice',
    options: [`Right ${n}`, `Wrong ${n}`],
  })),
  total_assessments: 3,
  pdf_summary: { total_words: 1234, total_pages: 4, total_lessons: 5 },
};

function pdfFile(name = 'soil.pdf', type = 'application/pdf', bytes = 2048) {
  return new File([new Uint8Array(bytes)], name, { type });
}

function formOf(call: unknown[] | undefined): FormData {
  return (call?.[1] as RequestInit).body as FormData;
}

describe('create course from a PDF', { timeout: 60_000 }, () => {
  it('checks the file, analyses and previews it, then creates the course and opens the editor', async () => {
    signInAs(instructor);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'POST /api/instructor/courses/pdf/analyze/': () => json(200, { analysis }),
      'POST /api/instructor/courses/pdf/preview/': () => json(200, { preview }),
      'POST /api/instructor/courses/pdf/create/': () =>
        json(201, {
          message: 'Course created as a draft.',
          course: {
            id: 42,
            title: 'Healthy Soil for Small Farms',
            is_published: false,
            lessons_created: 5,
            total_questions: 3,
            assessment_id: 8,
          },
        }),
      'GET /api/instructor/courses/42/detail/': () =>
        json(200, courseDetail({ title: 'Healthy Soil for Small Farms' })),
      'GET /api/instructor/courses/42/lessons/': () => json(200, []),
    });
    const { router, user } = renderApp('/instructor/courses/create');

    await user.click(await screen.findByRole('radio', { name: /AI-powered PDF upload/ }, LOAD));
    expect(screen.getByText('Tips for the best results')).toBeInTheDocument();
    expect(screen.getByText('Choose a PDF file to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
    expect(screen.getByLabelText('Publish immediately')).toBeDisabled();

    // A picker that offers any file, as when the browser's "all files" filter is chosen.
    const anyFile = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('PDF file');
    await anyFile.upload(input, pdfFile('notes.txt', 'text/plain'));
    expect(screen.getByText('Please select a PDF file.')).toBeInTheDocument();
    await anyFile.upload(input, pdfFile('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1));
    expect(screen.getByText('PDF file size must be less than 10MB.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/instructor/courses/pdf/analyze/')).toHaveLength(0);

    await user.upload(input, pdfFile());
    expect(await screen.findByText('Soil concept', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByText('soil.pdf')).toBeInTheDocument();

    // The analysis panel, with 3 of the objectives; empty fields took the document's suggestions.
    const analysisPanel = screen.getByRole('region', { name: 'Healthy Soil for Small Farms' });
    expect(within(analysisPanel).getByText('Beginner')).toBeInTheDocument();
    expect(within(analysisPanel).getByText('About 1 h 15 min')).toBeInTheDocument();
    expect(within(analysisPanel).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByLabelText('Course Title')).toHaveValue('Healthy Soil for Small Farms');
    expect(screen.getByLabelText('Language')).toHaveValue('fr');

    // The preview panel: 4 lessons and 2 sample questions.
    const previewPanel = screen.getByRole('region', { name: '5 lessons and 3 quiz questions' });
    expect(within(previewPanel).getByText('Lessons (first 4 of 5)')).toBeInTheDocument();
    expect(within(previewPanel).queryByText('5. Rotation')).not.toBeInTheDocument();
    expect(within(previewPanel).getByText('Sample question 2?')).toBeInTheDocument();
    expect(within(previewPanel).queryByText('Sample question 3?')).not.toBeInTheDocument();
    expect(
      screen.getByText('Your draft is ready. Review it below, then create the course.'),
    ).toBeInTheDocument();

    const previewForm = formOf(callsTo(fetchMock, 'POST', '/api/instructor/courses/pdf/preview/')[0]);
    expect(previewForm.get('title')).toBe('Healthy Soil for Small Farms');
    expect(previewForm.get('language')).toBe('fr');
    expect(previewForm.get('pdf_file')).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByRole('heading', { name: 'Course created successfully!' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Lessons created').nextSibling).toHaveTextContent('5');
    expect(screen.getByText('Total questions').nextSibling).toHaveTextContent('3');
    const createForm = formOf(callsTo(fetchMock, 'POST', '/api/instructor/courses/pdf/create/')[0]);
    expect(Object.fromEntries([...createForm.entries()].filter(([name]) => name !== 'pdf_file'))).toEqual({
      title: 'Healthy Soil for Small Farms',
      description: 'A course based on “Healthy Soil for Small Farms”.',
      language: 'fr',
      currency: 'UGX',
      price: '0',
      is_published: 'false',
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/courses/42/manage'), {
      timeout: 20_000,
    });
  });

  it('shows why the PDF was refused, and choosing Manual clears the PDF', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'POST /api/instructor/courses/pdf/analyze/': () =>
        apiError(400, 'This PDF has no extractable text. It may be a scan.', 'bad_request'),
    });
    const { user } = renderApp('/instructor/courses/create');

    await user.click(await screen.findByRole('radio', { name: /AI-powered PDF upload/ }, LOAD));
    await user.upload(screen.getByLabelText('PDF file'), pdfFile());
    expect(
      await screen.findByText('This PDF has no extractable text. It may be a scan.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: /Manual/ }));
    expect(screen.queryByText('soil.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText('Tips for the best results')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /AI-powered PDF upload/ }));
    expect(screen.queryByText('soil.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText(/no extractable text/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('falls back to the spec’s text when analysis fails without a reason', async () => {
    signInAs(instructor);
    mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'POST /api/instructor/courses/pdf/analyze/': () => json(200, { analysis }),
      'POST /api/instructor/courses/pdf/preview/': () => new Response('Bad gateway', { status: 502 }),
    });
    const { user } = renderApp('/instructor/courses/create');
    await user.click(await screen.findByRole('radio', { name: /AI-powered PDF upload/ }, LOAD));
    await user.upload(screen.getByLabelText('PDF file'), pdfFile());
    expect(
      await screen.findByText('Failed to generate preview. Please try again.', undefined, LOAD),
    ).toBeInTheDocument();
  });
});
