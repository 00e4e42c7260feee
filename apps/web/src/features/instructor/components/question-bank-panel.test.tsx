import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InstructorQuestion } from '@somo/contract/assessments';
import type { BankQuestion } from '@somo/contract/question-bank';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderPanel } from '../test/render-panel';

const LOAD = { timeout: 5000 };
const BANK = '/api/instructor/courses/1/question-bank/';
const ASSESSMENTS = '/api/instructor/courses/1/assessments/';

function bankQuestion(id: number, question: InstructorQuestion, tags: string[] = []): BankQuestion {
  return {
    id,
    question,
    tags,
    used_by: [],
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
  };
}

const lake = bankQuestion(
  11,
  { question: 'Largest lake?', type: 'multiple_choice', options: ['Victoria', 'Kyoga'], correct_answer: 0 },
  ['lakes'],
);
const nile = {
  ...bankQuestion(
    12,
    { question: 'The Nile flows north.', type: 'true_false', options: [], correct_answer: true },
    ['rivers'],
  ),
  used_by: [{ assessment_id: 5, title: 'Geography quiz', kind: 'bank' as const }],
};

const bankApi = (questions: BankQuestion[] = [lake, nile]) => ({
  [`GET ${BANK}`]: () => json(200, questions),
  [`GET ${BANK}tags/`]: () =>
    json(200, [
      { tag: 'lakes', count: 1 },
      { tag: 'rivers', count: 1 },
    ]),
});

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body));

describe('question bank', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens from the assessments list and shows one tag at a time', async () => {
    mockApi({ ...bankApi(), [`GET ${ASSESSMENTS}`]: () => json(200, []) });
    const { user, router } = renderPanel();

    await user.click(await screen.findByRole('link', { name: 'Question bank' }, LOAD));
    expect(await screen.findByRole('heading', { name: 'Question bank' }, LOAD)).toHaveFocus();
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('bank');
    const list = await screen.findByRole('list', { name: 'Questions in the bank' }, LOAD);
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByText('Asked by 1 assessment: Geography quiz')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Tagged rivers (1)');
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByText('The Nile flows north.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export this tag as GIFT' })).toBeInTheDocument();
  });

  it('adds a numeric question with its tolerance, points and tags', async () => {
    const fetchMock = mockApi({
      ...bankApi([]),
      [`POST ${BANK}`]: ({ body }) =>
        json(201, bankQuestion(20, (body as { question: InstructorQuestion }).question)),
    });
    const { user } = renderPanel('?tab=assessments&view=bank');

    await screen.findByRole('heading', { name: 'The question bank is empty' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Question type' }), 'Numeric');
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    expect(await within(dialog).findByText('Question text is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the correct number')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Question text/ }), 'Pi to two decimals?');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Correct number/ }), '3.14');
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Tolerance/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Tolerance/ }), '0.01');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Points/ }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: /Tags/ }), 'numbers, geometry ,');
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetchMock, 'POST', BANK)[0])).toEqual({
      question: {
        question: 'Pi to two decimals?',
        type: 'numeric',
        options: [],
        correct_answer: 3.14,
        tolerance: 0.01,
        points: 2,
      },
      tags: ['numbers', 'geometry'],
    });
    expect(await screen.findByText('Question added')).toBeInTheDocument();
  });

  it('edits a question and shows what the server refuses beside its field', async () => {
    const fetchMock = mockApi({
      ...bankApi(),
      [`PUT ${BANK}11/`]: () =>
        apiError(400, 'Validation failed.', 'validation_error', {
          'question.options': 'All options must have text',
        }),
    });
    const { user } = renderPanel('?tab=assessments&view=bank');

    await user.click(await screen.findByRole('button', { name: 'Edit question: Largest lake?' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Edit question' });
    expect(within(dialog).getByRole('textbox', { name: 'Option 1' })).toHaveValue('Victoria');
    expect(within(dialog).getByRole('radio', { name: 'Option 1 is the correct answer' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));

    expect(await within(dialog).findByText('All options must have text')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PUT', `${BANK}11/`)[0])).toMatchObject({
      question: { type: 'multiple_choice', options: ['Victoria', 'Kyoga'], correct_answer: 0 },
      tags: ['lakes'],
    });
  });

  it('says why a question in a fixed list cannot be deleted', async () => {
    mockApi({
      ...bankApi(),
      [`DELETE ${BANK}12/`]: () =>
        apiError(409, 'This question is in the fixed list of Geography quiz.', 'question_in_use'),
    });
    const { user } = renderPanel('?tab=assessments&view=bank');

    await user.click(
      await screen.findByRole('button', { name: 'Delete question: The Nile flows north.' }, LOAD),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete question' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This question is in the fixed list of Geography quiz.', {}, LOAD),
    ).toBeInTheDocument();
  });

  it('previews an import with what was skipped and why, then imports', async () => {
    const understood = {
      line: 1,
      tags: ['week1'],
      question: { question: 'Sky is blue', type: 'true_false', options: [], correct_answer: true },
    };
    const fetchMock = mockApi({
      ...bankApi([]),
      [`POST ${BANK}import/`]: ({ body }) =>
        json(200, {
          committed: (body as { commit: boolean }).commit,
          questions: [understood],
          skipped: [{ line: 3, title: 'Pairs', reason: 'Matching questions are not supported.' }],
          ids: (body as { commit: boolean }).commit ? [30] : [],
        }),
    });
    const { user } = renderPanel('?tab=assessments&view=bank');

    await user.click(await screen.findByRole('button', { name: 'Import' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Import questions' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByText('Choose a file or paste the questions.')).toBeInTheDocument();

    const gift = 'Sky is blue {T}\n\n::Pairs:: Match {=a -> 1 =b -> 2}';
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Or paste the questions' }),
      gift.replace(/[{]/g, '{{'),
    );
    const tags = within(dialog).getByRole('textbox', { name: /Tags for every question/ });
    await user.type(tags, 'week/1');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Tags cannot contain / or |')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${BANK}import/`)).toHaveLength(0);
    await user.clear(tags);
    await user.type(tags, 'week1');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(
      await within(dialog).findByRole('heading', { name: 'Understood: 1 question' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Skipped: 1 question' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Matching questions are not supported\./)).toBeInTheDocument();
    const [preview] = callsTo(fetchMock, 'POST', `${BANK}import/`);
    expect(bodyOf(preview)).toEqual({ format: 'gift', text: gift, tags: ['week1'], commit: false });

    await user.click(within(dialog).getByRole('button', { name: 'Import 1 question' }));
    expect(await screen.findByText('1 question imported', {}, LOAD)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', `${BANK}import/`)[1])).toMatchObject({ commit: true });
  });
});

describe("an assessment's own questions of every type", { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes a multiple-select question with partial credit and feedback', async () => {
    const fetchMock = mockApi({
      [`GET ${ASSESSMENTS}`]: () => json(200, []),
      [`POST ${ASSESSMENTS}`]: () => json(201, { id: 9, title: 'Primes' }),
    });
    const { user } = renderPanel('?tab=assessments&assessment=new');

    await screen.findByRole('heading', { name: 'New assessment' }, LOAD);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Primes');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Type of question to add' }),
      'Multiple select',
    );
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const question = screen.getByRole('region', { name: 'Question 1' });
    await user.type(within(question).getByRole('textbox', { name: /Question text/ }), 'Which are prime?');
    for (const [index, option] of ['2', '4', '5'].entries()) {
      await user.type(within(question).getByRole('textbox', { name: `Option ${index + 1}` }), option);
    }
    await user.click(within(question).getByRole('button', { name: 'Remove option 4' }));
    await user.click(within(question).getByRole('checkbox', { name: 'Option 1 is a correct answer' }));
    await user.click(within(question).getByRole('checkbox', { name: 'Option 3 is a correct answer' }));
    await user.click(within(question).getByRole('switch', { name: 'Partial credit' }));
    await user.type(within(question).getByRole('textbox', { name: /Feedback/ }), '4 is 2 × 2.');
    await user.click(screen.getByRole('button', { name: 'Create Assessment' }));

    await screen.findByRole('heading', { name: 'Assessments' }, LOAD);
    expect(bodyOf(callsTo(fetchMock, 'POST', ASSESSMENTS)[0]).questions).toEqual([
      {
        question: 'Which are prime?',
        type: 'multiple_select',
        options: ['2', '4', '5'],
        correct_answers: [0, 2],
        partial_credit: true,
        feedback: '4 is 2 × 2.',
      },
    ]);
  });
});
