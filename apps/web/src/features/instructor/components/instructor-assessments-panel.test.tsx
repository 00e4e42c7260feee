import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentStatistics } from '@somo/contract/assessment-results';
import type {
  InstructorAssessment,
  InstructorAssessmentDetail,
  InstructorSubmission,
  InstructorSubmissionSummary,
} from '@somo/contract/assessments';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { signInAs } from '../../../test/render-app';
import { instructor } from '../test/instructor-fixtures';
import { renderPanel } from '../test/render-panel';

const LOAD = { timeout: 5000 };
const BASE = '/api/instructor/courses/1/assessments/';

function assessment(overrides: Partial<InstructorAssessment> = {}): InstructorAssessment {
  return {
    id: 5,
    course_id: 1,
    title: 'Loops quiz',
    description: '',
    duration_minutes: 30,
    total_points: 10,
    passing_score: 70,
    attempts_allowed: 1,
    is_active: true,
    start_date: null,
    due_date: null,
    questions: [
      {
        question: 'Which keyword loops?',
        type: 'multiple_choice',
        options: ['while', 'for'],
        correct_answer: 1,
      },
      { question: 'What does a while loop do?', type: 'text', options: [], correct_answer: null },
    ],
    selection: null,
    shuffle_questions: false,
    shuffle_options: false,
    questions_count: 2,
    submitted_count: 0,
    total_submissions: 0,
    created_at: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function submission(overrides: Partial<InstructorSubmission> = {}): InstructorSubmission {
  return {
    id: 40,
    student_id: 9,
    student_name: 'Amina Nakato',
    student_username: 'amina',
    status: 'submitted',
    score: 5,
    percentage: 50,
    correct_answers: 1,
    total_questions: 2,
    answers: { '0': 1, '1': 'It repeats while a condition holds.' },
    manual_grades: {},
    time_spent_minutes: 12.5,
    started_at: '2030-01-02T10:00:00.000Z',
    submitted_at: '2030-01-02T10:12:30.000Z',
    attempt_number: 1,
    is_late_submission: true,
    // The written answer has no expected answer: it waits for the instructor.
    marked_questions: 1,
    awaiting_marking: 1,
    result: 'awaiting_marking',
    questions: assessment().questions,
    ...overrides,
  };
}

/** A submission as the list sends it: without its answers. */
function listed(overrides: Partial<InstructorSubmission> = {}): InstructorSubmissionSummary {
  const {
    answers: _answers,
    manual_grades: _grades,
    questions: _questions,
    ...summary
  } = submission(overrides);
  return summary;
}

describe('instructor assessments panel', { timeout: 20_000 }, () => {
  it('lists assessments with their display status and only deletes those without submissions', async () => {
    mockApi({
      [`GET ${BASE}`]: () =>
        json(200, [
          assessment(),
          assessment({
            id: 6,
            title: 'Old quiz',
            is_active: false,
            submitted_count: 3,
            total_submissions: 4,
          }),
          assessment({ id: 7, title: 'Final', start_date: '2999-01-01T00:00:00.000Z' }),
          assessment({ id: 8, title: 'Past', due_date: '2000-01-01T00:00:00.000Z' }),
        ]),
      [`DELETE ${BASE}5/`]: () =>
        apiError(400, 'Cannot delete assessment with existing submissions', 'assessment_has_submissions'),
    });
    const { user } = renderPanel();

    const loops = await screen.findByRole('article', { name: 'Loops quiz' }, LOAD);
    expect(within(loops).getByText('Active')).toBeInTheDocument();
    expect(
      within(loops).getByText('2 questions · 30 minutes · 10 points · pass 70% · 1 attempt'),
    ).toBeInTheDocument();
    const old = screen.getByRole('article', { name: 'Old quiz' });
    expect(within(old).getByText('Inactive')).toBeInTheDocument();
    expect(within(old).getByText('3 submissions')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: 'Delete Old quiz' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(old).getByRole('button', { name: 'Delete Old quiz' })).toHaveAccessibleDescription(
      'Assessments with submissions cannot be deleted.',
    );
    expect(within(screen.getByRole('article', { name: 'Final' })).getByText('Scheduled')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Past' })).getByText('Closed')).toBeInTheDocument();

    await user.click(within(loops).getByRole('button', { name: 'Delete Loops quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete assessment' });
    expect(within(dialog).getByText('Are you sure you want to delete this assessment?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Cannot delete assessment with existing submissions', {}, LOAD),
    ).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    mockApi({ [`GET ${BASE}`]: () => new Response('', { status: 500 }) });
    renderPanel();
    expect(await screen.findByText('Failed to load assessments', {}, LOAD)).toBeInTheDocument();
  });

  it('checks the form with the spec texts and sends a clean body', async () => {
    const fetchMock = mockApi({
      [`GET ${BASE}`]: () => json(200, []),
      [`POST ${BASE}`]: () => json(201, assessment({ id: 9, title: 'Loops check' })),
    });
    const { user, router } = renderPanel('?tab=assessments&assessment=new');

    await screen.findByRole('heading', { name: 'New assessment' }, LOAD);
    expect(screen.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveValue(60);
    expect(screen.getByRole('spinbutton', { name: 'Total points' })).toHaveValue(100);
    expect(screen.getByRole('spinbutton', { name: 'Passing score (%)' })).toHaveValue(70);
    expect(screen.getByRole('spinbutton', { name: 'Attempts allowed' })).toHaveValue(1);
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();

    await user.clear(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }), '0');
    await user.clear(screen.getByRole('spinbutton', { name: 'Total points' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Total points' }), '0');
    await user.clear(screen.getByRole('spinbutton', { name: 'Passing score (%)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Passing score (%)' }), '101');
    await user.type(screen.getByLabelText('Start date (optional)'), '2030-05-02T10:00');
    await user.type(screen.getByLabelText('Due date (optional)'), '2030-05-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create Assessment' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Duration must be at least 1 minute')).toBeInTheDocument();
    expect(screen.getByText('Total points must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Passing score must be between 0 and 100')).toBeInTheDocument();
    expect(screen.getByText('At least one question is required')).toBeInTheDocument();
    expect(screen.getByText('Due date must be after start date')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add multiple-choice question' }));
    const first = screen.getByRole('region', { name: 'Question 1' });
    expect(within(first).getAllByRole('textbox', { name: /^Option \d$/ })).toHaveLength(4);
    expect(within(first).getByRole('radio', { name: 'Option 1 is the correct answer' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Assessment' }));
    expect(await within(first).findByText('Question text is required')).toBeInTheDocument();
    expect(within(first).getByText('All options must have text')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Remove option 4' }));
    await user.click(within(first).getByRole('button', { name: 'Remove option 3' }));
    expect(within(first).getByRole('button', { name: 'Remove option 2' })).toBeDisabled();
    await user.type(within(first).getByRole('textbox', { name: 'Question text' }), 'Which keyword loops?');
    await user.type(within(first).getByRole('textbox', { name: 'Option 1' }), 'while');
    await user.type(within(first).getByRole('textbox', { name: 'Option 2' }), 'for');
    await user.click(within(first).getByRole('radio', { name: 'Option 2 is the correct answer' }));

    await user.click(screen.getByRole('button', { name: 'Add text question' }));
    const second = screen.getByRole('region', { name: 'Question 2' });
    await user.type(
      within(second).getByRole('textbox', { name: 'Question text' }),
      'What does a while loop do?',
    );
    // Reordering: the text question goes first.
    await user.click(within(second).getByRole('button', { name: 'Move question 2 up' }));

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Loops check');
    await user.clear(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Duration (minutes)' }), '20');
    await user.clear(screen.getByRole('spinbutton', { name: 'Total points' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Total points' }), '10');
    await user.clear(screen.getByRole('spinbutton', { name: 'Passing score (%)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Passing score (%)' }), '50');
    await user.clear(screen.getByLabelText('Due date (optional)'));
    await user.click(screen.getByRole('button', { name: 'Create Assessment' }));

    await screen.findByRole('heading', { name: 'Assessments' }, LOAD);
    const posts = callsTo(fetchMock, 'POST', BASE);
    expect(posts).toHaveLength(1);
    const body = JSON.parse(String(posts[0]?.[1]?.body));
    expect(body).toMatchObject({
      title: 'Loops check',
      duration_minutes: 20,
      total_points: 10,
      passing_score: 50,
      attempts_allowed: 1,
      is_active: true,
      start_date: new Date('2030-05-02T10:00').toISOString(),
      due_date: null,
      questions: [
        { question: 'What does a while loop do?', type: 'text', options: [], correct_answer: null },
        {
          question: 'Which keyword loops?',
          type: 'multiple_choice',
          options: ['while', 'for'],
          correct_answer: 1,
        },
      ],
    });
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('assessments');
  });

  it('shows the server text when saving fails', async () => {
    mockApi({
      [`GET ${BASE}5/`]: () => json(200, { ...assessment(), submissions: [] }),
      [`PUT ${BASE}5/`]: () => new Response('', { status: 500 }),
    });
    const { user } = renderPanel('?tab=assessments&assessment=5&view=edit');
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }, LOAD));
    expect(await screen.findByText('Failed to save assessment', {}, LOAD)).toBeInTheDocument();
  });

  it('shows a submission beside the correct answers and marks a text answer by hand', async () => {
    let graded = false;
    const detail = (): InstructorAssessmentDetail => ({
      ...assessment({ submitted_count: 1, total_submissions: 2 }),
      submissions: [
        listed(),
        listed({
          id: 41,
          status: 'in_progress',
          score: null,
          percentage: null,
          submitted_at: null,
          attempt_number: 2,
          is_late_submission: false,
          marked_questions: 0,
          awaiting_marking: 0,
          result: null,
        }),
      ],
    });
    const fetchMock = mockApi({
      [`GET ${BASE}5/`]: () => json(200, detail()),
      [`GET ${BASE}5/submissions/40/`]: () => json(200, submission()),
      [`GET ${BASE}`]: () => json(200, [assessment()]),
      [`POST ${BASE}5/submissions/40/grade/`]: () => {
        graded = true;
        return json(
          200,
          submission({
            score: 10,
            percentage: 100,
            correct_answers: 2,
            manual_grades: { '1': true },
            marked_questions: 2,
            awaiting_marking: 0,
            result: 'passed',
          }),
        );
      },
    });
    const { user } = renderPanel('?tab=assessments&assessment=5');

    const row = await screen.findByRole('row', { name: /Amina Nakato.*#1/ }, LOAD);
    // No verdict while the written answer waits: the percentage is only a score so far.
    expect(within(row).getByText('Needs marking')).toBeInTheDocument();
    expect(within(row).queryByText('Failed')).not.toBeInTheDocument();
    expect(within(row).getByText('50.0% so far')).toBeInTheDocument();
    expect(within(row).getByText('Late')).toBeInTheDocument();
    const inProgress = screen.getByRole('row', { name: /#2/ });
    expect(within(inProgress).getByText('In progress')).toBeInTheDocument();
    expect(within(inProgress).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('link', { name: "View Amina Nakato's attempt 1" }));
    await screen.findByRole('heading', { name: 'Amina Nakato · Attempt 1' }, LOAD);
    expect(screen.getByText('12.5 min')).toBeInTheDocument();
    const choice = screen.getByRole('region', { name: /Question 1/ });
    expect(within(choice).getByText('Correct answer')).toBeInTheDocument();
    expect(within(choice).getByText("Student's answer")).toBeInTheDocument();
    const written = screen.getByRole('region', { name: /Question 2/ });
    expect(within(written).getByText('Needs marking')).toBeInTheDocument();
    expect(screen.getByText('1 of 1 marked correct · 1 awaiting marking')).toBeInTheDocument();

    await user.click(within(written).getByRole('button', { name: 'Mark correct' }));
    expect(await screen.findByText('100.0%', {}, LOAD)).toBeInTheDocument();
    expect(graded).toBe(true);
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(within(written).getByRole('button', { name: 'Mark correct' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const grades = callsTo(fetchMock, 'POST', `${BASE}5/submissions/40/grade/`);
    expect(JSON.parse(String(grades[0]?.[1]?.body))).toEqual({ grades: { '1': true } });
  });

  it('pages through the submissions and goes back to the page a submission was opened from', async () => {
    // 27 attempts: the newest 25 on the first page, the two oldest on the second.
    const attempts = Array.from({ length: 27 }, (_, index) =>
      listed({ id: 100 + index, student_name: `Student ${index + 1}`, student_username: `s${index + 1}` }),
    );
    const fetchMock = mockApi({
      [`GET ${BASE}5/`]: ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        return json(200, {
          ...assessment({ submitted_count: 27, total_submissions: 27 }),
          submissions: attempts.slice(offset, offset + limit),
        });
      },
      [`GET ${BASE}5/submissions/126/`]: () => json(200, submission({ id: 126, student_name: 'Student 27' })),
    });
    const { user, router } = renderPanel('?tab=assessments&assessment=5');

    expect(await screen.findByRole('tab', { name: 'Submissions (27)' }, LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    const pages = screen.getByRole('navigation', { name: 'Submission pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    const last = await screen.findByRole('row', { name: /Student 27/ }, LOAD);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
    const asked = callsTo(fetchMock, 'GET', `${BASE}5/`).map(([input]) => new URL(String(input)).search);
    expect(asked).toEqual(['?limit=25&offset=0', '?limit=25&offset=25']);

    await user.click(within(last).getByRole('link', { name: "View Student 27's attempt 1" }));
    await screen.findByRole('heading', { name: 'Student 27 · Attempt 1' }, LOAD);
    await user.click(screen.getByRole('link', { name: 'Back to submissions' }));
    await screen.findByRole('row', { name: /Student 27/ }, LOAD);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('says so when the submission is not there', async () => {
    mockApi({
      [`GET ${BASE}5/`]: () => json(200, { ...assessment(), submissions: [] }),
      [`GET ${BASE}5/submissions/99/`]: () => apiError(404, 'Submission not found.', 'not_found'),
    });
    renderPanel('?tab=assessments&assessment=5&submission=99');
    expect(await screen.findByRole('heading', { name: 'Submission not found' }, LOAD)).toBeInTheDocument();
  });
});

const BANK = '/api/instructor/courses/1/question-bank/';

function bankQuestion(id: number, question: string, tags: string[]) {
  return {
    id,
    question: { question, type: 'true_false' as const, options: [], correct_answer: true },
    tags,
    used_by: [],
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
  };
}

const bankApi = {
  [`GET ${BANK}`]: () =>
    json(200, [
      bankQuestion(11, 'Zero is even.', ['algebra']),
      bankQuestion(12, 'Seven is prime.', ['algebra', 'primes']),
      bankQuestion(13, 'A square has five sides.', ['shapes']),
    ]),
  [`GET ${BANK}tags/`]: () =>
    json(200, [
      { tag: 'algebra', count: 2 },
      { tag: 'primes', count: 1 },
      { tag: 'shapes', count: 1 },
    ]),
};

const drawn = { kind: 'draw' as const, count: 2, tags: ['algebra', 'shapes'] };

describe('questions from the bank and results', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a draw from the chosen tags with both orders shuffled', async () => {
    const fetchMock = mockApi({
      ...bankApi,
      [`GET ${BASE}`]: () => json(200, []),
      [`POST ${BASE}`]: () => json(201, assessment({ id: 9, selection: drawn })),
    });
    const { user } = renderPanel('?tab=assessments&assessment=new');

    await screen.findByRole('heading', { name: 'New assessment' }, LOAD);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Number sense');
    await user.click(screen.getByRole('radio', { name: /Random draw from the bank/ }));
    const count = screen.getByRole('spinbutton', { name: 'Questions per student' });
    expect(count).toHaveValue(10);
    expect(
      await screen.findByText(
        'No tags chosen: each student draws from all 3 questions of the bank.',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '2');
    await user.click(await screen.findByRole('checkbox', { name: 'algebra (2 questions)' }, LOAD));
    expect(screen.getByText('These tags hold 2 questions.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'shapes (1 question)' }));
    expect(screen.getByText('These tags hold 3 questions.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Shuffle question order' }));
    await user.click(screen.getByRole('switch', { name: 'Shuffle option order' }));
    await user.click(screen.getByRole('button', { name: 'Create Assessment' }));

    await screen.findByRole('heading', { name: 'Assessments' }, LOAD);
    const posts = callsTo(fetchMock, 'POST', BASE);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toMatchObject({
      title: 'Number sense',
      questions: [],
      selection: drawn,
      shuffle_questions: true,
      shuffle_options: true,
    });
  });

  it('loads a draw back when editing and saves it unchanged', async () => {
    const saved = assessment({ selection: drawn, shuffle_questions: true, shuffle_options: false });
    const fetchMock = mockApi({
      ...bankApi,
      [`GET ${BASE}`]: () => json(200, [saved]),
      [`GET ${BASE}5/`]: () => json(200, { ...saved, submissions: [] }),
      [`PUT ${BASE}5/`]: () => json(200, { ...saved, submissions: [] }),
    });
    const { user } = renderPanel('?tab=assessments&assessment=5&view=edit');

    const draw = await screen.findByRole('radio', { name: /Random draw from the bank/ }, LOAD);
    expect(draw).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Questions per student' })).toHaveValue(2);
    expect(await screen.findByRole('checkbox', { name: 'algebra (2 questions)' }, LOAD)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'primes (1 question)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'shapes (1 question)' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Shuffle question order' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Shuffle option order' })).not.toBeChecked();
    // The assessment's own questions are kept on the server but not asked: none are sent with a selection.
    expect(screen.queryByRole('region', { name: 'Question 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { name: 'Assessments' }, LOAD);
    const puts = callsTo(fetchMock, 'PUT', `${BASE}5/`);
    expect(JSON.parse(String(puts[0]?.[1]?.body))).toMatchObject({
      questions: [],
      selection: drawn,
      shuffle_questions: true,
      shuffle_options: false,
    });
  });

  it("reviews a drawn paper's questions in the student's order, each type's answer its own way", async () => {
    const paper: InstructorSubmission['questions'] = [
      {
        question: 'How many sides has a square?',
        type: 'numeric',
        options: [],
        correct_answer: 4,
        tolerance: 0,
      },
      { question: 'Seven is prime.', type: 'true_false', options: [], correct_answer: true },
      {
        question: 'Which are even?',
        type: 'multiple_select',
        options: ['3', '4', '6'],
        correct_answers: [1, 2],
        partial_credit: false,
      },
      { question: 'Explain why zero is even.', type: 'essay', options: [] },
    ];
    mockApi({
      [`GET ${BASE}5/`]: () => json(200, { ...assessment({ selection: drawn }), submissions: [] }),
      [`GET ${BASE}5/submissions/40/`]: () =>
        json(
          200,
          submission({
            questions: paper,
            total_questions: 4,
            answers: { '0': 4, '1': false, '2': [1], '3': 'It is two times zero.' },
          }),
        ),
    });
    renderPanel('?tab=assessments&assessment=5&submission=40');

    await screen.findByRole('heading', { name: 'Amina Nakato · Attempt 1' }, LOAD);
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => within(region).getByRole('heading').textContent)).toEqual([
      'Question 1 · Numeric',
      'Question 2 · True or false',
      'Question 3 · Multiple select',
      'Question 4 · Essay',
    ]);
    const [numeric, trueFalse, select, essay] = regions as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(numeric).getByText('Correct')).toBeInTheDocument();
    expect(within(numeric).getByText('4', { selector: 'p' })).toBeInTheDocument();
    const falseItem = within(trueFalse).getByText('False').closest('li');
    expect(falseItem && within(falseItem).getByText("Student's answer")).toBeInTheDocument();
    const trueItem = within(trueFalse).getByText('True').closest('li');
    expect(trueItem && within(trueItem).getByText('Correct answer')).toBeInTheDocument();
    expect(within(select).getByText('Incorrect')).toBeInTheDocument();
    expect(within(select).getAllByText("Student's answer")).toHaveLength(1);
    expect(within(select).getAllByText('Correct answer')).toHaveLength(2);
    expect(within(essay).getByText('It is two times zero.')).toBeInTheDocument();
    expect(within(essay).getByText('Needs marking')).toBeInTheDocument();
    expect(within(essay).getByRole('button', { name: 'Mark correct' })).toBeInTheDocument();
  });

  it('shows per-question statistics and downloads the gradebook with the session', async () => {
    signInAs(instructor);
    const statistics: AssessmentStatistics = {
      assessment_id: 5,
      finished_attempts: 4,
      questions: [
        {
          source: { origin: 'bank', id: 12 },
          question: 'Seven is prime.',
          type: 'true_false',
          points: 5,
          times_asked: 4,
          times_answered: 3,
          correct_share: 0.5,
          average_credit: 0.5,
          most_chosen_wrong: { answer: false, text: 'False', count: 1 },
        },
        {
          source: { origin: 'bank', id: 14 },
          question: 'Which keyword loops?',
          type: 'multiple_choice',
          points: 5,
          times_asked: 2,
          times_answered: 2,
          correct_share: 0.25,
          average_credit: 0.375,
          most_chosen_wrong: { answer: 0, text: 'if', count: 2 },
        },
      ],
    };
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      [`GET ${BASE}5/`]: () => json(200, { ...assessment({ selection: drawn }), submissions: [listed()] }),
      [`GET ${BASE}5/statistics/`]: () => json(200, statistics),
      [`GET ${BASE}5/gradebook.csv`]: () =>
        new Response('name,username\r\nAmina Nakato,amina\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:gradebook';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPanel('?tab=assessments&assessment=5');

    await user.click(await screen.findByRole('tab', { name: 'Statistics' }, LOAD));
    const table = await screen.findByRole('table', { name: 'Statistics per question' }, LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1. Seven is prime.True or false', '4', '3', '50%', '50%', 'False (1 time)'],
      ['2. Which keyword loops?Multiple choice', '2', '2', '25%', '37.5%', 'if (2 times)'],
    ]);
    expect(screen.getByText(/^Over 4 finished attempts\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download gradebook (CSV)' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const [request] = callsTo(fetchMock, 'GET', `${BASE}5/gradebook.csv`);
    expect(new Headers(request?.[1]?.headers).get('Authorization')).toBe('Bearer access-1');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('Loops quiz gradebook.csv');
    expect(await blobs[0]?.text()).toBe('name,username\r\nAmina Nakato,amina\r\n');
  });
});
