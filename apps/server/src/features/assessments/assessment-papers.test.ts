import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../db/schema/assessments';
import {
  assessmentBody,
  buildCourse,
  buildSignedIn,
  enrollStudent,
  QUESTION_SECRETS,
  SAMPLE_QUESTIONS,
  type SignedIn,
} from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
type Shown = { question: string; type: string; options: string[]; points?: number; feedback?: string };
let teacher: SignedIn;
let courseId: number;

/** Every key of every object in a JSON answer, however deep, with its value. */
function entriesOf(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap(entriesOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap((entry) => [entry, ...entriesOf(entry[1])]);
}

/**
 * The answer keys found anywhere in a JSON answer. An attempt's `correct_answers` is its count of right answers,
 * a number: only a list of options under that name is a key.
 */
function secretsIn(body: unknown, secrets = QUESTION_SECRETS): string[] {
  return entriesOf(body)
    .filter(([key, value]) => secrets.includes(key) && !(key === 'correct_answers' && !Array.isArray(value)))
    .map(([key]) => key);
}

function expectNoSecrets(body: unknown) {
  expect(secretsIn(body)).toEqual([]);
}

async function enrolledStudent() {
  const taker = await buildSignedIn(t);
  await enrollStudent(t.db, taker.user.id, courseId);
  return taker;
}

const student = (who: SignedIn, method: 'GET' | 'POST', path: string, body?: unknown) =>
  call(t.app, method, `/api/student/assessments/${path}`, { token: who.token, body });

const instructor = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, who = teacher) =>
  call(t.app, method, `/api/instructor/courses/${courseId}/${path}`, { token: who.token, body });

async function addToBank(question: Record<string, unknown>, tags: string[]) {
  const response = await instructor('POST', 'question-bank/', { question, tags });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body.id as number;
}

async function createAssessment(overrides: Record<string, unknown>) {
  const response = await instructor('POST', 'assessments/', assessmentBody(overrides));
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body.id as number;
}

/** Starts an attempt and answers the questions it shows. */
async function startAndRead(who: SignedIn, id: number) {
  const started = await student(who, 'POST', `${id}/start/`);
  expect(started.status).toBe(200);
  const detail = await student(who, 'GET', `${id}/`);
  return { started, detail, questions: detail.body.questions as Shown[] };
}

/** The answer a student gives by what they read: the place of the option with this text on their paper. */
const placeOf = (question: Shown | undefined, option: string) => question?.options.indexOf(option) ?? -1;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await buildSignedIn(t, { role: 'instructor' });
  courseId = (await buildCourse(t.db, { instructorId: teacher.user.id, title: 'Geography' })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('drawing from the bank', () => {
  it('gives students different draws, each fixed across a resume and never with answer keys', async () => {
    for (let n = 1; n <= 12; n += 1) {
      await addToBank(
        {
          question: `Draw question ${n}?`,
          type: 'multiple_choice',
          options: ['red', 'green', 'blue', 'yellow'],
          correct_answer: n % 4,
          feedback: `Feedback ${n}`,
        },
        ['Draw pool'],
      );
    }
    await addToBank({ question: 'Not in the pool?', type: 'true_false', correct_answer: true }, [
      'Elsewhere',
    ]);
    const id = await createAssessment({
      title: 'Five of twelve',
      questions: [],
      selection: { kind: 'draw', count: 5, tags: ['Draw pool'] },
      shuffle_options: true,
    });
    const papers: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const taker = await enrolledStudent();
      const list = await student(taker, 'GET', '');
      expect(list.body.find((a: { id: number }) => a.id === id)).toMatchObject({ questions_count: 5 });
      const before = await student(taker, 'GET', `${id}/`);
      const { started, detail, questions } = await startAndRead(taker, id);
      expect(started.body.submission.total_questions).toBe(5);
      expect(questions).toHaveLength(5);
      expect(questions.every((q) => q.question.startsWith('Draw question'))).toBe(true);
      for (const body of [list.body, before.body, started.body, detail.body]) expectNoSecrets(body);

      const again = await student(taker, 'POST', `${id}/start/`);
      expect(again.body.code).toBe('attempt_in_progress');
      const saved = await student(taker, 'POST', `${id}/save/`, { answers: { '0': 0 } });
      expect(saved.status).toBe(200);
      const resumed = await student(taker, 'GET', `${id}/`);
      expect(resumed.body.questions).toEqual(questions);
      expect(resumed.body.submission.answers).toEqual({ '0': 0 });
      for (const body of [again.body, saved.body, resumed.body]) expectNoSecrets(body);
      papers.push(JSON.stringify(questions));
    }
    expect(new Set(papers).size).toBeGreaterThan(1);
  });

  it('draws every question when the bank holds fewer, and refuses to start when it holds none', async () => {
    await addToBank({ question: 'Only one?', type: 'true_false', correct_answer: true }, ['Scarce']);
    const scarce = await createAssessment({
      title: 'Scarce',
      questions: [],
      selection: { kind: 'draw', count: 10, tags: ['Scarce'] },
    });
    const taker = await enrolledStudent();
    const { questions } = await startAndRead(taker, scarce);
    expect(questions.map((q) => q.question)).toEqual(['Only one?']);

    const empty = await createAssessment({
      title: 'Empty',
      questions: [],
      selection: { kind: 'draw', count: 3, tags: ['Nothing carries this'] },
    });
    const refused = await student(taker, 'POST', `${empty}/start/`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('no_questions_to_draw');
    const after = await student(taker, 'GET', `${empty}/`);
    expect(after.body).toMatchObject({ attempts_used: 0, submission: null, questions: [] });
  });

  it('keeps a started paper as drawn when the bank question changes, and grades it so', async () => {
    const bankId = await addToBank(
      {
        question: 'Largest lake?',
        type: 'multiple_choice',
        options: ['Victoria', 'Kyoga'],
        correct_answer: 0,
      },
      ['Lakes'],
    );
    const id = await createAssessment({
      title: 'Fixed list',
      questions: [],
      selection: { kind: 'bank', question_ids: [bankId] },
      passing_score: 50,
    });
    const taker = await enrolledStudent();
    await startAndRead(taker, id);
    const edit = await instructor('PUT', `question-bank/${bankId}/`, {
      question: {
        question: 'Smallest lake?',
        type: 'multiple_choice',
        options: ['Victoria', 'Kyoga'],
        correct_answer: 1,
      },
      tags: ['Lakes'],
    });
    expect(edit.status).toBe(200);
    const resumed = await student(taker, 'GET', `${id}/`);
    expect(resumed.body.questions[0].question).toBe('Largest lake?');
    const submitted = await student(taker, 'POST', `${id}/submit/`, { answers: { '0': 0 } });
    expect(submitted.body).toMatchObject({ percentage: 100, result: 'passed' });

    const later = await enrolledStudent();
    const { questions } = await startAndRead(later, id);
    expect(questions[0]?.question).toBe('Smallest lake?');
  });

  it('refuses a fixed list naming questions outside the course’s bank, and any body not an assessment', async () => {
    const elsewhere = (await buildCourse(t.db, { instructorId: teacher.user.id })).id;
    const foreign = await call(t.app, 'POST', `/api/instructor/courses/${elsewhere}/question-bank/`, {
      token: teacher.token,
      body: { question: SAMPLE_QUESTIONS[0] },
    });
    for (const selection of [
      { kind: 'bank', question_ids: [foreign.body.id] },
      { kind: 'bank', question_ids: [2_000_000_000] },
      { kind: 'bank', question_ids: ['x'] },
      { kind: 'bank', question_ids: [] },
      { kind: 'draw', count: 0 },
      { kind: 'draw', count: 201 },
      { kind: 'draw', count: 2, tags: ['bad\u0007tag'] },
      { kind: 'everything' },
    ]) {
      const response = await instructor('POST', 'assessments/', assessmentBody({ questions: [], selection }));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_error');
    }
    const missing = await instructor('POST', 'assessments/', assessmentBody({ questions: [] }));
    expect(missing.body.fields).toEqual({ questions: 'At least one question is required' });
    for (const body of [null, [], 'quiz', 7]) {
      const response = await instructor('POST', 'assessments/', body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_error');
    }
  });
});

describe('shuffled questions and options', () => {
  const OWN = [
    { ...SAMPLE_QUESTIONS[0], feedback: 'Kampala is on Lake Victoria.' },
    {
      question: 'Which are East African countries?',
      type: 'multiple_select',
      options: ['Kenya', 'Ghana', 'Tanzania', 'Peru'],
      correct_answers: [0, 2],
    },
    { question: 'The Nile flows north.', type: 'true_false', correct_answer: true },
  ];

  it('grades each student by the order they saw, and shows feedback only after submitting', async () => {
    const id = await createAssessment({
      title: 'Shuffled',
      questions: OWN,
      shuffle_questions: true,
      shuffle_options: true,
    });
    const orders = new Set<string>();
    for (let n = 0; n < 5; n += 1) {
      const taker = await enrolledStudent();
      const { questions } = await startAndRead(taker, id);
      expect(questions.map((q) => q.question).sort()).toEqual(OWN.map((q) => q.question).sort());
      orders.add(JSON.stringify(questions));
      const find = (text: string) => questions.findIndex((q) => q.question === text);
      const capital = questions[find('Capital of Uganda?')];
      const countries = questions[find('Which are East African countries?')];
      const answers = {
        [find('Capital of Uganda?')]: placeOf(capital, 'Kampala'),
        [find('Which are East African countries?')]: [
          placeOf(countries, 'Tanzania'),
          placeOf(countries, 'Kenya'),
        ],
        [find('The Nile flows north.')]: true,
      };
      const submitted = await student(taker, 'POST', `${id}/submit/`, { answers });
      expect(submitted.body).toMatchObject({ percentage: 100, correct_answers: 3, result: 'passed' });
      expectNoSecrets(submitted.body);

      const review = await student(taker, 'GET', `${id}/`);
      expect(review.body.questions).toEqual(
        questions.map((q) =>
          q.question === 'Capital of Uganda?' ? { ...q, feedback: 'Kampala is on Lake Victoria.' } : q,
        ),
      );
      expect(
        secretsIn(
          review.body,
          QUESTION_SECRETS.filter((key) => key !== 'feedback'),
        ),
      ).toEqual([]);
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('shows the instructor each attempt’s own questions, keys moved with the options', async () => {
    const id = await createAssessment({ title: 'Review', questions: OWN, shuffle_options: true });
    const taker = await enrolledStudent();
    const { questions } = await startAndRead(taker, id);
    await student(taker, 'POST', `${id}/submit/`, { answers: { '0': placeOf(questions[0], 'Nairobi') } });
    const [row] = await t.db.select().from(submissions).where(eq(submissions.studentId, taker.user.id));
    const review = await instructor('GET', `assessments/${id}/submissions/${row?.id}/`);
    const [capital] = review.body.questions;
    expect(capital.options).toEqual(questions[0]?.options);
    expect(capital.options[capital.correct_answer]).toBe('Kampala');
    expect(review.body).toMatchObject({
      answers: { '0': placeOf(questions[0], 'Nairobi') },
      correct_answers: 0,
    });
  });

  it('validates answers against the student’s own paper', async () => {
    const id = await createAssessment({ title: 'Validate', questions: OWN, shuffle_questions: true });
    const taker = await enrolledStudent();
    const { questions } = await startAndRead(taker, id);
    const truth = questions.findIndex((q) => q.type === 'true_false');
    const wrong = await student(taker, 'POST', `${id}/save/`, { answers: { [truth]: 1 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(`The answer to question ${truth + 1} must be true or false.`);
    expect((await student(taker, 'POST', `${id}/save/`, { answers: { '3': true } })).status).toBe(400);
    expect((await student(taker, 'POST', `${id}/save/`, { answers: { [truth]: true } })).status).toBe(200);
    const outsider = await buildSignedIn(t);
    expect((await student(outsider, 'POST', `${id}/save/`, { answers: {} })).status).toBe(404);
    const idle = await enrolledStudent();
    const none = await student(idle, 'POST', `${id}/save/`, { answers: { '0': true } });
    expect(none.body.code).toBe('no_attempt_in_progress');
  });

  it('regrades every finished attempt on its own paper when the answer key is edited, open papers following', async () => {
    const id = await createAssessment({ title: 'Rekeyed', questions: OWN, shuffle_questions: true });
    const nile = (questions: Shown[]) => questions.findIndex((q) => q.type === 'true_false');
    const finished = [];
    for (let n = 0; n < 3; n += 1) {
      const taker = await enrolledStudent();
      const { questions } = await startAndRead(taker, id);
      await student(taker, 'POST', `${id}/submit/`, { answers: { [nile(questions)]: false } });
      finished.push(taker);
    }
    const open = await enrolledStudent();
    await startAndRead(open, id);
    const rekeyed = OWN.map((q) => (q.type === 'true_false' ? { ...q, correct_answer: false } : q));
    const edited = await instructor(
      'PUT',
      `assessments/${id}/`,
      assessmentBody({ title: 'Rekeyed', questions: rekeyed, shuffle_questions: true }),
    );
    expect(edited.status).toBe(200);
    for (const taker of finished) {
      const review = await student(taker, 'GET', `${id}/`);
      expect(review.body.submission).toMatchObject({ correct_answers: 1, total_questions: 3 });
    }
    const [paper] = await t.db
      .select({ paper: submissions.paper })
      .from(submissions)
      .where(eq(submissions.studentId, open.user.id));
    const asked = paper?.paper?.questions.find((q) => q.type === 'true_false');
    expect(asked).toMatchObject({ correct_answer: false });
  });

  it('checks saves against the open paper after shuffling is switched off, as submits are', async () => {
    const id = await createAssessment({ title: 'Unshuffled', questions: OWN, shuffle_questions: true });
    // A student whose paper does not ask the true/false question third, as the assessment's own list does.
    let taker = await enrolledStudent();
    while ((await startAndRead(taker, id)).questions[2]?.type === 'true_false')
      taker = await enrolledStudent();
    const off = await instructor(
      'PUT',
      `assessments/${id}/`,
      assessmentBody({ title: 'Unshuffled', questions: OWN, shuffle_questions: false }),
    );
    expect(off.status).toBe(200);
    // Fits the assessment's own questions, not the paper the student is answering.
    const saved = await student(taker, 'POST', `${id}/save/`, { answers: { '2': true } });
    expect(saved.status).toBe(400);
    expect(saved.body.code).toBe('validation_error');
    const [attempt] = await t.db
      .select({ answers: submissions.answers })
      .from(submissions)
      .where(eq(submissions.studentId, taker.user.id));
    expect(attempt?.answers).toEqual({});
  });

  it('keeps the questions of attempts already taken when the assessment moves to the bank', async () => {
    const id = await createAssessment({ title: 'Moving', questions: OWN });
    const taker = await enrolledStudent();
    await startAndRead(taker, id);
    await student(taker, 'POST', `${id}/submit/`, { answers: { '0': 1 } });
    const bankId = await addToBank(
      { question: 'From the bank?', type: 'true_false', correct_answer: true },
      [],
    );
    const moved = await instructor('PUT', `assessments/${id}/`, {
      ...assessmentBody({ title: 'Moving', questions: [] }),
      selection: { kind: 'bank', question_ids: [bankId] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      selection: { kind: 'bank', question_ids: [bankId] },
      questions_count: 1,
    });
    const review = await student(taker, 'GET', `${id}/`);
    expect(review.body.questions.map((q: Shown) => q.question)).toEqual(OWN.map((q) => q.question));
    expect(review.body.submission).toMatchObject({ total_questions: 3, correct_answers: 1 });
  });
});

describe('written answers on a paper', () => {
  it('go through hand marking by their place on the paper', async () => {
    await addToBank({ question: 'Describe the Rift Valley.', type: 'essay' }, ['Marked']);
    await addToBank({ question: 'Kampala is in Uganda.', type: 'true_false', correct_answer: true }, [
      'Marked',
    ]);
    const id = await createAssessment({
      title: 'Marked by hand',
      questions: [],
      selection: { kind: 'draw', count: 2, tags: ['Marked'] },
      shuffle_questions: true,
      passing_score: 100,
    });
    const taker = await enrolledStudent();
    const { questions } = await startAndRead(taker, id);
    const essay = questions.findIndex((q) => q.type === 'essay');
    const truth = 1 - essay;
    const submitted = await student(taker, 'POST', `${id}/submit/`, {
      answers: { [essay]: 'A long valley.', [truth]: true },
    });
    expect(submitted.body).toMatchObject({ awaiting_marking: 1, result: 'awaiting_marking' });
    const queue = await call(t.app, 'GET', '/api/instructor/needs-marking/', { token: teacher.token });
    const waiting = queue.body.submissions.find(
      (item: { assessment_id: number }) => item.assessment_id === id,
    );
    expect(waiting).toMatchObject({ awaiting_marking: 1 });
    const graded = await instructor('POST', `assessments/${id}/submissions/${waiting.submission_id}/grade/`, {
      grades: { [essay]: true },
    });
    expect(graded.body).toMatchObject({ percentage: 100, awaiting_marking: 0, result: 'passed' });
  });
});
