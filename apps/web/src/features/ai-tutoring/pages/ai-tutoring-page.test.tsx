import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';

const LOAD = { timeout: 15_000 };

beforeAll(async () => {
  await import('./ai-tutoring-page');
}, 120_000);

const source = {
  course_id: 5,
  course_title: 'Introduction to Python Programming',
  lesson_id: 9,
  lesson_title: 'Variables and data types',
};

const python = { id: 5, title: 'Introduction to Python Programming' };
const kiswahili = { id: 8, title: 'Kiswahili for Beginners' };

/** The student's courses as the enrolled-courses endpoint lists them (only id and title matter here). */
function enrolled(...courses: { id: number; title: string }[]) {
  return () =>
    json(
      200,
      courses.map((course) => ({ ...course, description: '', enrolled_at: '2025-01-01' })),
    );
}

function bodyOf(call: unknown[] | undefined) {
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
}

/** A response the test releases when it wants, to see the page while the request runs. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('AI tutoring: Tutor mode', { timeout: 60_000 }, () => {
  it('sends a question, blocks the input meanwhile, and shows the answer with its sources', async () => {
    signInAs(student);
    const pending = deferred();
    let answers = 0;
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': enrolled(python),
      'POST /api/ai/tutor/': () => {
        answers += 1;
        return answers === 1 ? pending.promise : json(200, { response: `Answer ${answers}`, sources: [] });
      },
    });
    const { router, user } = renderApp('/ai-tutoring');

    const box = await screen.findByLabelText('Your question', undefined, LOAD);
    // The only course is chosen without asking.
    await waitFor(() => expect(screen.getByLabelText('Course')).toHaveValue('5'));
    expect(router.state.location.search).toBe('?course=5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter a question.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/ai/tutor/')).toHaveLength(0);

    await user.type(box, 'What is a variable?{Enter}');
    expect(screen.getByText('What is a variable?')).toBeInTheDocument();
    expect(screen.getByLabelText('Your question')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Thinking...' })).toBeDisabled();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/ai/tutor/')[0])).toEqual({
      prompt: 'What is a variable?',
      agent: 'Tutor',
      conversation_history: [],
      course_id: 5,
    });

    pending.release(
      json(200, { response: 'A variable is a name that refers to a value.', sources: [source] }),
    );
    expect(await screen.findByText('A variable is a name that refers to a value.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Variables and data types/ });
    expect(link).toHaveAttribute('href', '/student/courses/5/learn/9');
    await waitFor(() => expect(screen.getByLabelText('Your question')).toBeEnabled());

    // Only the last four messages go along with later questions.
    await user.type(screen.getByLabelText('Your question'), 'Second?{Enter}');
    await screen.findByText('Answer 2');
    await user.type(screen.getByLabelText('Your question'), 'Third?{Enter}');
    await screen.findByText('Answer 3');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/ai/tutor/')[2]).conversation_history).toEqual([
      { role: 'user', content: 'What is a variable?' },
      { role: 'assistant', content: 'A variable is a name that refers to a value.' },
      { role: 'user', content: 'Second?' },
      { role: 'assistant', content: 'Answer 2' },
    ]);
    expect(
      bodyOf(callsTo(fetchMock, 'POST', '/api/ai/tutor/')[2]).conversation_history.map(
        (entry: { content: string }) => entry.content,
      ),
    ).not.toContain('Third?');
  });

  it('adds the spec’s reply when the tutor fails, and explains a rate limit', async () => {
    signInAs(student);
    let calls = 0;
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': enrolled(python),
      'POST /api/ai/tutor/': () => {
        calls += 1;
        return calls === 1
          ? new Response('Bad gateway', { status: 502 })
          : apiError(429, 'Too many requests. Please wait a minute and try again.', 'rate_limited');
      },
    });
    const { user } = renderApp('/ai-tutoring');

    await user.type(await screen.findByLabelText('Your question', undefined, LOAD), 'Hello{Enter}');
    expect(await screen.findByText('Sorry, I encountered an error. Please try again.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your question'), 'Again{Enter}');
    expect(
      await screen.findByText('Too many requests. Please wait a minute and try again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Sorry, I encountered an error. Please try again.')).toHaveLength(2);
  });

  it('asks which course to use when none is chosen, then answers from the chosen one', async () => {
    signInAs(student);
    const pick =
      'Which course is your question about? Choose one of your courses first: “Introduction to Python ' +
      'Programming”, “Kiswahili for Beginners”. I answer from the lessons of that course only.';
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': enrolled(python, kiswahili),
      'POST /api/ai/tutor/': ({ body }) =>
        json(200, {
          response: (body as { course_id?: number }).course_id ? 'Moja, mbili, tatu.' : pick,
          sources: [],
        }),
    });
    const { router, user } = renderApp('/ai-tutoring');

    const picker = await screen.findByLabelText('Course', undefined, LOAD);
    await waitFor(() => expect(picker).toBeEnabled());
    expect(picker).toHaveValue('');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a course', 'Introduction to Python Programming', 'Kiswahili for Beginners']);
    await user.type(screen.getByLabelText('Your question'), 'Kiswahili numbers{Enter}');
    expect(await screen.findByText(pick)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/ai/tutor/')[0]).course_id).toBeUndefined();

    await user.selectOptions(picker, 'Kiswahili for Beginners');
    expect(router.state.location.search).toBe('?course=8');
    await user.type(screen.getByLabelText('Your question'), 'Kiswahili numbers{Enter}');
    expect(await screen.findByText('Moja, mbili, tatu.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/ai/tutor/')[1])).toMatchObject({
      prompt: 'Kiswahili numbers',
      course_id: 8,
    });
  });

  it('asks about the lesson it was opened from, and keeps its course when the lesson is removed', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': enrolled(python, kiswahili),
      'GET /api/courses/5/': () =>
        json(200, {
          id: 5,
          title: 'Introduction to Python Programming',
          lessons: [{ id: 9, title: 'Variables and data types', content: '…', video_url: null, order: 1 }],
        }),
      'POST /api/ai/tutor/': () =>
        json(200, { response: 'Here is what the lesson says.', sources: [source] }),
    });
    const { router, user } = renderApp('/ai-tutoring?course=5&lesson=9');

    expect(await screen.findByText('Here is what the lesson says.', undefined, LOAD)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Explain the lesson “Variables and data types” from Introduction to Python Programming.',
      ),
    ).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/ai/tutor/')[0])).toMatchObject({
      course_id: 5,
      lesson_id: 9,
    });
    expect(screen.getByLabelText('Course')).toHaveValue('5');
    expect(screen.getByText('About this lesson:')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop asking about this lesson' }));
    expect(router.state.location.search).toBe('?course=5');
    expect(screen.queryByText('About this lesson:')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your question'), 'And loops?{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/ai/tutor/')).toHaveLength(2));
    const second = bodyOf(callsTo(fetchMock, 'POST', '/api/ai/tutor/')[1]);
    expect(second.course_id).toBe(5);
    expect(second.lesson_id).toBeUndefined();
  });

  it('says so when the lesson in the address cannot be opened', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': enrolled(python, kiswahili),
      'GET /api/courses/5/': () => apiError(404, 'Course not found.', 'not_found'),
    });
    renderApp('/ai-tutoring?course=5&lesson=9');
    expect(
      await screen.findByText(
        'That lesson could not be opened here. You can still ask about anything in this course.',
        undefined,
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Course')).toHaveValue('5');
  });

  it('never uses a course in the address that is not one of the student’s', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': enrolled(python, kiswahili),
      'POST /api/ai/tutor/': () => json(200, { response: 'Which course?', sources: [] }),
    });
    const { user } = renderApp('/ai-tutoring?course=77&lesson=3');
    expect(
      await screen.findByText(
        'That course is not one of yours, so the assistant cannot use it. Choose one of your courses.',
        undefined,
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Course')).toHaveValue('');
    await user.type(screen.getByLabelText('Your question'), 'Hello{Enter}');
    await screen.findByText('Which course?');
    const body = bodyOf(callsTo(fetchMock, 'POST', '/api/ai/tutor/')[0]);
    expect(body.course_id).toBeUndefined();
    expect(body.lesson_id).toBeUndefined();
    expect(callsTo(fetchMock, 'GET', '/api/courses/77/')).toHaveLength(0);
  });

  it('offers the catalogue to a student without courses', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': enrolled(),
    });
    renderApp('/ai-tutoring');
    expect(
      await screen.findByText('You are not enrolled in any course yet.', undefined, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });
});

describe('AI tutoring: FlashCard mode', { timeout: 60_000 }, () => {
  const deck = [
    'Q: What is a loop?\nA: A block of code that repeats.',
    'Q: What does range(5) give?\nA: The numbers 0 to 4.',
    'Q: When does a while loop stop?\nA: When its condition is False.',
  ].join('\n\n');

  it('makes cards from a topic, studies each once, and summarises the session', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': enrolled(python, kiswahili),
      'POST /api/ai/tutor/': () => json(200, { response: deck, sources: [source] }),
    });
    const { user } = renderApp('/ai-tutoring?course=5');

    await user.click(await screen.findByRole('tab', { name: 'FlashCard' }, LOAD));
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));
    expect(screen.getByText('Please enter a topic.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Topic'), 'loops');
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));

    expect(await screen.findByText('Card 1 of 3')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/ai/tutor/')[0])).toEqual({
      prompt: 'loops',
      agent: 'FlashCard',
      conversation_history: [],
      course_id: 5,
    });
    expect(screen.getByText('What is a loop?')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Flip card' }));
    expect(screen.getByRole('button', { name: 'Show question' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark correct' }));
    // Marked once: both choices are closed until the next card shows, a second later.
    expect(screen.getByRole('button', { name: 'Mark correct' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark incorrect' })).toBeDisabled();
    expect(screen.getByText('Marked correct. Next card coming up...')).toBeInTheDocument();
    expect(await screen.findByText('Card 2 of 3', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Flip card' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark incorrect' }));
    await screen.findByText('Card 3 of 3', undefined, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Mark correct' }));

    const summary = await screen.findByRole('heading', { name: 'Session complete!' }, { timeout: 3000 });
    expect(summary).toBeInTheDocument();
    expect(screen.getByText('You got 2 of 3 cards right (67%).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Study Again' }));
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('0 correct · 0 incorrect')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Topic')).toBeInTheDocument();
    expect(screen.getByText('No flashcards yet')).toBeInTheDocument();
  });

  it('leaves an empty list when making cards fails or the material has none', async () => {
    signInAs(student);
    let calls = 0;
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/enrolled-courses/': enrolled(python),
      'POST /api/ai/tutor/': () => {
        calls += 1;
        return calls === 1
          ? new Response('oops', { status: 500 })
          : json(200, {
              response:
                "I couldn't find anything about “rockets” in your course material, so I can't make flashcards on it.",
              sources: [],
            });
      },
    });
    const { user } = renderApp('/ai-tutoring');

    await user.click(await screen.findByRole('tab', { name: 'FlashCard' }, LOAD));
    await user.type(screen.getByLabelText('Topic'), 'rockets');
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      await within(panel).findByText('Sorry, I encountered an error. Please try again.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(/^Card \d/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));
    expect(await screen.findByText('No flashcards for this topic')).toBeInTheDocument();
    expect(screen.getByText(/I couldn't find anything about “rockets”/)).toBeInTheDocument();
  });
});
