import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudentAssessment, StudentAssessmentDetail } from '@somo/contract/assessments';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { renderApp, signInAs, student } from '../../../test/render-app';
import { setOnline } from '../../../test/network';

const LOAD = { timeout: 5000 };

function summary(overrides: Partial<StudentAssessment> = {}): StudentAssessment {
  return {
    id: 7,
    title: 'Loops quiz',
    course_id: 1,
    course_title: 'Introduction to Python Programming',
    description: 'Two questions on loops.',
    duration_minutes: 30,
    total_points: 10,
    passing_score: 50,
    questions_count: 2,
    attempts_used: 0,
    attempts_allowed: 1,
    can_attempt: true,
    status: 'not_started',
    start_date: null,
    due_date: null,
    is_overdue: false,
    score: null,
    percentage: null,
    result: null,
    ...overrides,
  };
}

const questions: StudentAssessmentDetail['questions'] = [
  { question: 'Which keyword loops over a list?', type: 'multiple_choice', options: ['for', 'loop'] },
  { question: 'What does a while loop do?', type: 'text', options: [] },
];

/** A running attempt whose server clock is an hour behind this browser's, with 10 minutes left. */
function running(answers: Record<string, number | string> = {}): StudentAssessmentDetail {
  const serverNow = Date.now() - 60 * 60_000;
  return {
    ...summary({ status: 'in_progress', attempts_used: 1, can_attempt: false }),
    questions,
    submission: {
      id: 31,
      status: 'in_progress',
      started_at: new Date(serverNow - 20 * 60_000).toISOString(),
      deadline: new Date(serverNow + 10 * 60_000).toISOString(),
      submitted_at: null,
      answers,
      score: null,
      percentage: null,
      attempt_number: 1,
      time_remaining_seconds: 600,
      correct_answers: null,
      total_questions: 2,
      marked_questions: 0,
      awaiting_marking: 0,
      result: null,
    },
    server_time: new Date(serverNow).toISOString(),
  };
}

/** The server's answer to a save. */
const saved = () =>
  json(200, { message: 'Answers saved.', saved_at: new Date().toISOString(), time_remaining_seconds: 500 });

/** The server's answer to a submit: half right, passed. */
const graded = (overrides: Record<string, unknown> = {}) =>
  json(200, {
    message: 'Assessment submitted.',
    percentage: 50,
    score: 5,
    correct_answers: 1,
    total_questions: 2,
    passed: true,
    answers_accepted: true,
    marked_questions: 2,
    awaiting_marking: 0,
    result: 'passed',
    ...overrides,
  });

const instructor = { ...student, id: 2, username: 'grace', role: 'instructor' as const };

describe('exams page', { timeout: 20_000 }, () => {
  it('lists assessments with their next step', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/assessments/': () =>
        json(200, [
          summary(),
          summary({
            id: 8,
            title: 'Functions test',
            status: 'submitted',
            attempts_used: 1,
            can_attempt: false,
            percentage: 42.5,
            score: 4.25,
            due_date: '2020-01-01T00:00:00.000Z',
            result: 'failed',
          }),
        ]),
    });
    renderApp('/exams');

    const loops = await screen.findByRole('article', { name: 'Loops quiz' }, LOAD);
    expect(within(loops).getByText('0/1 attempts used')).toBeInTheDocument();
    expect(within(loops).getByRole('link', { name: 'Start Loops quiz' })).toHaveAttribute(
      'href',
      '/exams?assessment=7',
    );
    const functions = screen.getByRole('article', { name: 'Functions test' });
    expect(within(functions).getByText('42.5%')).toBeInTheDocument();
    expect(within(functions).getByText('Not passed')).toBeInTheDocument();
    expect(within(functions).getByRole('link', { name: 'View result Functions test' })).toBeInTheDocument();
  });

  it('offers the catalogue when there is nothing to take', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/assessments/': () => json(200, []),
    });
    renderApp('/exams');
    expect(
      await screen.findByRole('heading', { name: 'No Assessments Available' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses');
  });

  it('turns other roles away with the spec text', async () => {
    signInAs(instructor);
    mockApi({ 'GET /api/auth/profile/': () => json(200, instructor) });
    renderApp('/exams');
    expect(
      await screen.findByText('Access Denied: Only students can access the assessments page.', {}, LOAD),
    ).toBeInTheDocument();
  });

  it('counts down from the server deadline, not the browser clock', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/assessments/7/': () => json(200, running({ '0': 0 })),
    });
    renderApp('/exams?assessment=7');

    const timer = await screen.findByRole('timer', {}, LOAD);
    // The browser's clock says the deadline passed 50 minutes ago; the server's says 10 minutes are left.
    expect(['10:00', '9:59', '9:58']).toContain(timer.textContent);
    expect(screen.getByRole('radio', { name: 'for' })).toBeChecked();
    expect(screen.queryByText('Hurry!')).not.toBeInTheDocument();
  });

  it('resumes instead of failing when start says an attempt is already in progress', async () => {
    signInAs(student);
    let started = false;
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/assessments/7/': () =>
        json(
          200,
          started
            ? running({ '1': 'It repeats' })
            : {
                ...summary({ can_attempt: true }),
                questions: [],
                submission: null,
                server_time: new Date().toISOString(),
              },
        ),
      'GET /api/student/assessments/': () => json(200, [summary()]),
      'POST /api/student/assessments/7/start/': () => {
        started = true;
        return apiError(400, 'Assessment already in progress', 'attempt_in_progress');
      },
    });
    const { user } = renderApp('/exams?assessment=7');

    await user.click(await screen.findByRole('button', { name: 'Start Assessment' }, LOAD));
    expect(await screen.findByRole('timer', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /What does a while loop do/ })).toHaveValue('It repeats');
    expect(screen.queryByText('Failed to start assessment. Please try again.')).not.toBeInTheDocument();
  });

  it('shows any other refusal of a start, whatever its text says', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/assessments/7/': () =>
        json(200, {
          ...summary({ can_attempt: true }),
          questions: [],
          submission: null,
          server_time: new Date().toISOString(),
        }),
      'GET /api/student/assessments/': () => json(200, [summary()]),
      // Words that once meant "resume", under another code: the screen must not resume on them.
      'POST /api/student/assessments/7/start/': () =>
        apiError(400, 'Attempts already in progress elsewhere are used up', 'attempts_exhausted'),
    });
    const { user } = renderApp('/exams?assessment=7');

    await user.click(await screen.findByRole('button', { name: 'Start Assessment' }, LOAD));
    expect(
      await screen.findByText('Attempts already in progress elsewhere are used up', {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('confirms with the unanswered questions, submits once and shows the spec alert', async () => {
    signInAs(student);
    let submitted = false;
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/assessments/': () => json(200, [summary()]),
      'GET /api/student/assessments/7/': () =>
        json(
          200,
          submitted
            ? {
                ...summary({
                  status: 'submitted',
                  attempts_used: 1,
                  can_attempt: false,
                  percentage: 50,
                  score: 5,
                  result: 'passed',
                }),
                questions,
                submission: {
                  ...running().submission,
                  status: 'submitted',
                  submitted_at: new Date().toISOString(),
                  answers: { '0': 0 },
                  score: 5,
                  percentage: 50,
                  time_remaining_seconds: 0,
                  correct_answers: 1,
                  marked_questions: 2,
                  awaiting_marking: 0,
                  result: 'passed',
                },
                server_time: new Date().toISOString(),
              }
            : running(),
        ),
      'POST /api/student/assessments/7/save/': saved,
      'POST /api/student/assessments/7/submit/': () => {
        submitted = true;
        return graded();
      },
    });
    const { user } = renderApp('/exams?assessment=7');

    await user.click(await screen.findByRole('radio', { name: 'for' }, LOAD));
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();
    // Closing the tab now would lose the change: the browser is asked to check first.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Submit Assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    expect(within(dialog).getByText('Question 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Assessment' }));

    expect(
      await screen.findByText('Assessment submitted! Score: 50.0% (1/2 correct)', {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('PASSED')).toBeInTheDocument();
    const submits = callsTo(fetchMock, 'POST', '/api/student/assessments/7/submit/');
    expect(submits).toHaveLength(1);
    expect(JSON.parse(String(submits[0]?.[1]?.body))).toEqual({ answers: { '0': 0 } });

    await user.click(screen.getByRole('button', { name: 'View result' }));
    expect(await screen.findByText('Latest attempt', {}, LOAD)).toBeInTheDocument();
  });

  it('never shows a final score while a written answer awaits marking', async () => {
    signInAs(student);
    const base = running().submission;
    if (!base) throw new Error('the running attempt has a submission');
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/assessments/': () => json(200, [summary()]),
      'GET /api/student/assessments/7/': () =>
        json(200, {
          ...summary({
            status: 'submitted',
            attempts_used: 1,
            can_attempt: false,
            percentage: 50,
            score: 5,
            result: 'awaiting_marking',
          }),
          questions,
          submission: {
            ...base,
            status: 'submitted',
            submitted_at: new Date().toISOString(),
            answers: { '0': 0, '1': 'It repeats' },
            score: 5,
            percentage: 50,
            time_remaining_seconds: 0,
            correct_answers: 1,
            marked_questions: 1,
            awaiting_marking: 1,
            result: 'awaiting_marking',
          },
          server_time: new Date().toISOString(),
        }),
    });
    renderApp('/exams?assessment=7');

    expect(
      await screen.findByText('1 of 1 marked correct · 1 awaiting marking', {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Awaiting marking')).toBeInTheDocument();
    expect(screen.queryByText('Passed')).not.toBeInTheDocument();
    expect(screen.queryByText('Not passed')).not.toBeInTheDocument();
  });
});

describe("exams page in the student's language", { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('words the running exam and its clock in Swahili', async () => {
    const swahili = { ...student, language_preference: 'sw' as const };
    signInAs(swahili);
    mockApi({
      'GET /api/auth/profile/': () => json(200, swahili),
      'GET /api/student/assessments/7/': () => json(200, running({ '0': 0 })),
    });
    renderApp('/exams?assessment=7');

    // Ten minutes by the server's clock, read out as Swahili words with Swahili plurals.
    expect(
      await screen.findByRole('timer', { name: /^Muda uliobaki: dakika (10|9 na sekunde \d+)$/ }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wasilisha Tathmini' })).toBeInTheDocument();
    expect(screen.getByText('Yamejibiwa 1 kati ya 2')).toBeInTheDocument();
    expect(screen.getByText('Maswali yaliyojibiwa: 1 kati ya 2.')).toBeInTheDocument();
  });
});

describe('exams page without a connection', { timeout: 20_000 }, () => {
  const submitted = (overrides: Record<string, unknown>) => graded({ counted_questions: [1], ...overrides });

  it('says the answers stay on the device, holds Submit and sends it on reconnect', async () => {
    signInAs(student);
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/assessments/7/': () => json(200, running()),
      'POST /api/student/assessments/7/save/': saved,
      'POST /api/student/assessments/7/submit/': () => submitted({}),
    });
    const { user } = renderApp('/exams?assessment=7');
    await screen.findByRole('radio', { name: 'for' }, LOAD);
    setOnline(false);

    expect(screen.getByText('You are offline')).toBeInTheDocument();
    expect(
      screen.getByText(/Your answers are kept on this device and will be sent when you reconnect/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'for' }));
    expect(screen.getByText('Kept on this device')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Submit Assessment' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Assessment' }));

    expect(await screen.findByText(/will be submitted when you reconnect/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'for' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', '/api/student/assessments/7/submit/')).toHaveLength(0);

    setOnline(true);
    expect(
      await screen.findByText('Assessment submitted! Score: 50.0% (1/2 correct)', {}, LOAD),
    ).toBeInTheDocument();
    const submits = callsTo(fetchMock, 'POST', '/api/student/assessments/7/submit/');
    expect(submits).toHaveLength(1);
    expect(JSON.parse(String(submits[0]?.[1]?.body))).toEqual({ answers: { '0': 0 } });
  });

  it('tells which answers counted when they reached the server after the deadline', async () => {
    signInAs(student);
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/assessments/7/': () => json(200, running({ '0': 0 })),
      'POST /api/student/assessments/7/save/': saved,
      'POST /api/student/assessments/7/submit/': () =>
        submitted({
          answers_accepted: false,
          message: 'Time was up: your last saved answers were submitted.',
        }),
    });
    const { user } = renderApp('/exams?assessment=7');
    await user.type(await screen.findByRole('textbox', {}, LOAD), 'It repeats');
    await user.click(screen.getAllByRole('button', { name: 'Submit Assessment' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Assessment' }));

    const result = await screen.findByRole('dialog', { name: 'Assessment submitted' }, LOAD);
    expect(
      within(result).getByText('Time was up: your last saved answers were submitted.'),
    ).toBeInTheDocument();
    expect(within(result).getByText('Answered in time:').parentElement).toHaveTextContent(
      'Answered in time: Question 1',
    );
    expect(within(result).getByText('Not received in time:').parentElement).toHaveTextContent(
      'Not received in time: Question 2',
    );
  });
});
