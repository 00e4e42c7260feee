import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answers, StudentAssessmentDetail, StudentSubmission } from '@somo/contract/assessments';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, student } from '../../../test/render-app';

const LOAD = { timeout: 5000 };

/** One question of each type, as the server sends them to a student. */
const questions: StudentAssessmentDetail['questions'] = [
  { question: 'Which keyword loops over a list?', type: 'multiple_choice', options: ['for', 'loop'] },
  { question: 'What does a while loop do?', type: 'text', options: [] },
  { question: 'Python is compiled to bytecode.', type: 'true_false', options: [], points: 2 },
  { question: 'Which are loops?', type: 'multiple_select', options: ['for', 'if', 'while'], points: 3 },
  { question: 'Which keyword leaves a loop?', type: 'short_answer', options: [] },
  { question: 'How many times does range(0) loop?', type: 'numeric', options: [], points: 1 },
  { question: 'Explain recursion.', type: 'essay', options: [] },
];

function attempt(overrides: Partial<StudentSubmission>): StudentSubmission {
  const now = Date.now();
  return {
    id: 31,
    status: 'in_progress',
    started_at: new Date(now - 60_000).toISOString(),
    deadline: new Date(now + 30 * 60_000).toISOString(),
    submitted_at: null,
    answers: {},
    score: null,
    percentage: null,
    attempt_number: 1,
    time_remaining_seconds: 1800,
    correct_answers: null,
    total_questions: questions.length,
    marked_questions: 0,
    awaiting_marking: 0,
    result: null,
    ...overrides,
  };
}

function detail(submission: StudentSubmission, shown: object[] = questions): StudentAssessmentDetail {
  return {
    id: 7,
    title: 'Loops quiz',
    course_id: 1,
    course_title: 'Introduction to Python Programming',
    description: '',
    duration_minutes: 30,
    total_points: 10,
    passing_score: 50,
    questions_count: questions.length,
    attempts_used: 1,
    attempts_allowed: 1,
    can_attempt: false,
    status: submission.status === 'submitted' ? 'submitted' : 'in_progress',
    start_date: null,
    due_date: null,
    is_overdue: false,
    score: submission.score,
    percentage: submission.percentage,
    result: submission.result,
    questions: shown as StudentAssessmentDetail['questions'],
    submission,
    server_time: new Date().toISOString(),
  };
}

const saved = () =>
  json(200, { message: 'Answers saved.', saved_at: new Date().toISOString(), time_remaining_seconds: 1700 });

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit).body)) as unknown;

describe('an exam with every question type', { timeout: 20_000 }, () => {
  it('resumes each kind of answer, counts false and 0 as answered and sends each in its own shape', async () => {
    signInAs(student);
    const kept: Answers = { '2': false, '3': [], '5': 0, '6': '   ' };
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/assessments/7/': () => json(200, detail(attempt({ answers: kept }))),
      'POST /api/student/assessments/7/save/': saved,
      'POST /api/student/assessments/7/submit/': () =>
        json(200, {
          message: 'Assessment submitted.',
          percentage: 60,
          score: 6,
          correct_answers: 3,
          total_questions: 7,
          passed: false,
          answers_accepted: true,
          counted_questions: [1, 3, 4, 5, 6, 7],
          marked_questions: 6,
          awaiting_marking: 1,
          result: 'awaiting_marking',
        }),
    });
    const { user } = renderApp('/exams?assessment=7');

    // False and 0 are answers; no options chosen and a blank essay are not.
    expect(await screen.findByText('2 of 7 answered', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'False' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /range\(0\)/ })).toHaveValue('0');
    expect(screen.getByText('2 points')).toBeInTheDocument();
    expect(screen.getByText('1 point')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'for' }));
    await user.click(screen.getByRole('radio', { name: 'True' }));
    const loops = screen.getByRole('group', { name: /Which are loops/ });
    await user.click(within(loops).getByRole('checkbox', { name: 'while' }));
    await user.click(within(loops).getByRole('checkbox', { name: 'for' }));
    await user.type(screen.getByRole('textbox', { name: /leaves a loop/ }), 'break');
    const count = screen.getByRole('textbox', { name: /range\(0\)/ });
    await user.clear(count);
    await user.type(count, '2.5');
    await user.clear(screen.getByRole('textbox', { name: /Explain recursion/ }));
    expect(screen.getByText('5 of 7 answered')).toBeInTheDocument();

    const expected = { '0': 0, '2': true, '3': [0, 2], '4': 'break', '5': 2.5, '6': '' };
    await waitFor(
      () => {
        const saves = callsTo(fetchMock, 'POST', '/api/student/assessments/7/save/');
        expect(bodyOf(saves.at(-1))).toMatchObject({ answers: expected });
      },
      { timeout: 5000 },
    );

    // A box holding something that is not a number takes its answer back rather than keep an old one.
    await user.type(count, 'x');
    expect(screen.getByText('4 of 7 answered')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Submit Assessment' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    expect(within(dialog).getByText('You have not answered 3 questions:')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Assessment' }));

    await screen.findByRole('dialog', { name: 'Assessment submitted' }, LOAD);
    const submits = callsTo(fetchMock, 'POST', '/api/student/assessments/7/submit/');
    expect(submits).toHaveLength(1);
    expect(bodyOf(submits[0])).toEqual({
      answers: { '0': 0, '2': true, '3': [0, 2], '4': 'break', '6': '' },
    });
  });

  it("shows each finished answer as the student gave it, with the instructor's feedback", async () => {
    signInAs(student);
    const withFeedback = questions.map((question, index) =>
      index === 3 ? { ...question, feedback: 'for and while repeat; if does not.' } : question,
    );
    const finished = attempt({
      status: 'submitted',
      submitted_at: new Date().toISOString(),
      answers: { '0': 1, '2': false, '3': [0, 2], '4': ' ', '5': 1234.5, '6': 'A function calling itself.' },
      score: 4,
      percentage: 40,
      correct_answers: 2,
      marked_questions: 6,
      awaiting_marking: 1,
      result: 'awaiting_marking',
    });
    mockApi({
      'GET /api/auth/profile/': () => json(200, student),
      'GET /api/student/assessments/7/': () => json(200, detail(finished, withFeedback)),
    });
    const { user } = renderApp('/exams?assessment=7');

    await user.click(await screen.findByText('Your answers', {}, LOAD));
    const answers = screen.getAllByRole('listitem').filter((item) => /^\d+\. /.test(item.textContent));
    const shown = (number: number) => answers[number - 1];
    expect(shown(1)).toHaveTextContent('loop');
    expect(shown(2)).toHaveTextContent('No answer');
    expect(shown(3)).toHaveTextContent(/False$/);
    expect(
      within(shown(4) as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['for', 'while']);
    expect(shown(4)).toHaveTextContent('Feedbackfor and while repeat; if does not.');
    expect(shown(5)).toHaveTextContent('No answer');
    expect(shown(6)).toHaveTextContent('1,234.5');
    expect(shown(7)).toHaveTextContent('A function calling itself.');
    expect(screen.getAllByText('Feedback')).toHaveLength(1);
  });
});
