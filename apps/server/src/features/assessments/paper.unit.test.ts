import { describe, expect, it } from 'vitest';
import { Question } from '@somo/contract/assessments';
import { gradeAnswers } from './grading';
import {
  arrangeOptions,
  drawSources,
  followOwnQuestions,
  needsPaper,
  ownPaper,
  ownPool,
  paperOf,
} from './paper';

const choice = Question.parse({
  question: 'Capital of Uganda?',
  type: 'multiple_choice',
  options: ['Nairobi', 'Kampala', 'Dodoma', 'Kigali'],
  correct_answer: 1,
});
const select = Question.parse({
  question: 'East African?',
  type: 'multiple_select',
  options: ['Kenya', 'Ghana', 'Tanzania'],
  correct_answers: [0, 2],
});
const truth = Question.parse({ question: 'The Nile flows north.', type: 'true_false', correct_answer: true });
const questions = [choice, select, truth];

describe('arrangeOptions', () => {
  it('moves the answer keys with their options', () => {
    expect(arrangeOptions(choice, [3, 1, 0, 2])).toEqual({
      ...choice,
      options: ['Kigali', 'Kampala', 'Nairobi', 'Dodoma'],
      correct_answer: 1,
    });
    expect(arrangeOptions(choice, [1, 0, 2, 3])).toMatchObject({ correct_answer: 0 });
    expect(arrangeOptions(select, [2, 1, 0])).toEqual({
      ...select,
      options: ['Tanzania', 'Ghana', 'Kenya'],
      correct_answers: [0, 2],
    });
    expect(arrangeOptions(select, [1, 2, 0])).toMatchObject({ correct_answers: [1, 2] });
    expect(arrangeOptions(truth, [])).toBe(truth);
  });
});

describe('drawing a paper', () => {
  const draw = (seed: string, count?: number) =>
    paperOf(
      drawSources({ seed, pool: ownPool(questions), count, shuffleQuestions: true, shuffleOptions: true }),
      (source) => questions[source.id],
    );

  it('comes out the same for the same seed, and grades the answers by the order shown', () => {
    expect(draw('seed-1')).toEqual(draw('seed-1'));
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const paper = draw(seed);
      const answers = Object.fromEntries(
        paper.questions.map((question, place) => {
          if (question.type === 'multiple_choice') return [place, question.options.indexOf('Kampala')];
          if (question.type === 'multiple_select')
            return [place, ['Kenya', 'Tanzania'].map((option) => question.options.indexOf(option))];
          return [place, true];
        }),
      );
      expect(gradeAnswers(paper.questions, answers, {}, 30).percentage).toBe(100);
      expect(paper.sources.map((source) => source.id).sort()).toEqual([0, 1, 2]);
    }
  });

  it('draws as many as asked, and leaves out a question gone meanwhile', () => {
    expect(draw('x', 2).questions).toHaveLength(2);
    const sources = drawSources({
      seed: 'y',
      pool: ownPool(questions),
      shuffleQuestions: false,
      shuffleOptions: false,
    });
    expect(paperOf(sources, (source) => (source.id === 1 ? undefined : questions[source.id]))).toEqual({
      questions: [choice, truth],
      sources: [sources[0], sources[2]],
    });
  });
});

describe('papers after an edit', () => {
  it('follow the assessment’s own questions while their options fit, and stay the same object otherwise', () => {
    const paper = paperOf(
      [
        { origin: 'own', id: 0, options: [1, 0, 2, 3] },
        { origin: 'bank', id: 7, options: [] },
      ],
      (source) => (source.origin === 'own' ? choice : truth),
    );
    const fixed = Question.parse({ ...choice, correct_answer: 2 });
    expect(followOwnQuestions(paper, [fixed]).questions[0]).toMatchObject({
      options: ['Kampala', 'Nairobi', 'Dodoma', 'Kigali'],
      correct_answer: 2,
    });
    expect(
      followOwnQuestions(paper, [Question.parse({ ...choice, options: ['a', 'b'], correct_answer: 0 })]),
    ).toBe(paper);
    expect(followOwnQuestions(paper, [choice])).toBe(paper);
    expect(followOwnQuestions(paper, [])).toBe(paper);
  });

  it('of the assessment’s own questions as they are', () => {
    expect(ownPaper(questions).sources).toEqual([
      { origin: 'own', id: 0, options: [0, 1, 2, 3] },
      { origin: 'own', id: 1, options: [0, 1, 2] },
      { origin: 'own', id: 2, options: [] },
    ]);
  });
});

describe('needsPaper', () => {
  it('is for assessments that draw from the bank or shuffle', () => {
    const plain = { selection: null, shuffleQuestions: false, shuffleOptions: false };
    expect(needsPaper(plain)).toBe(false);
    expect(needsPaper({ ...plain, shuffleOptions: true })).toBe(true);
    expect(needsPaper({ ...plain, shuffleQuestions: true })).toBe(true);
    expect(needsPaper({ ...plain, selection: { kind: 'draw', count: 1, tags: [] } })).toBe(true);
  });
});
