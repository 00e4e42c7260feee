import type { Question, QuestionSource } from '@somo/contract/assessments';
import type { Paper, PaperSource } from '../../db/schema/assessments';
import { drawQuestions, inOrder } from './draw';

/**
 * A student's paper: the questions of one attempt in their own order, each with its options in their own order
 * and the answer keys moved with the options, plus where each came from (docs/decisions/0020). Answers, grading
 * and hand marks read the paper as they read an assessment's own questions; statistics map it back by its
 * sources.
 */

/** A question that may be put on a paper: where it comes from and how many options it has. */
export type PoolQuestion = { source: QuestionSource; optionCount: number };

type AssessmentShape = {
  selection: unknown;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
};

/**
 * Whether each attempt gets a paper of its own: questions from the bank, or an order of its own. Otherwise the
 * attempt is asked the assessment's own questions as they stand, and stores nothing more.
 */
export function needsPaper(assessment: AssessmentShape): boolean {
  return assessment.selection !== null || assessment.shuffleQuestions || assessment.shuffleOptions;
}

/** The questions an attempt is asked, in the order its answers are keyed by. */
export function attemptQuestions(
  assessment: { questions: Question[] },
  attempt: { paper: Paper | null },
): Question[] {
  return attempt.paper?.questions ?? assessment.questions;
}

/** Where each question of an attempt came from; without a paper, the assessment's own questions in order. */
export function attemptSources(
  assessment: { questions: Question[] },
  attempt: { paper: Paper | null },
): PaperSource[] {
  return attempt.paper?.sources ?? assessment.questions.map(ownSource);
}

function ownSource(question: Question, index: number): PaperSource {
  return { origin: 'own', id: index, options: inOrder(question.options.length) };
}

/** The paper of an attempt asked the assessment's own questions as they are, in their own order. */
export function ownPaper(questions: Question[]): Paper {
  return { questions, sources: questions.map(ownSource) };
}

/** The assessment's own questions as a pool to draw or shuffle. */
export function ownPool(questions: Question[]): PoolQuestion[] {
  return questions.map((question, index) => ({
    source: { origin: 'own', id: index },
    optionCount: question.options.length,
  }));
}

/** The question with its options in `order` (`order[place]` is the option's index as written), keys following. */
export function arrangeOptions(question: Question, order: readonly number[]): Question {
  if (order.every((index, place) => index === place)) return question;
  const options = order.map((index) => question.options[index] ?? '');
  const placeOf = (index: number) => order.indexOf(index);
  switch (question.type) {
    case 'multiple_choice':
      return { ...question, options, correct_answer: placeOf(question.correct_answer) };
    case 'multiple_select':
      return {
        ...question,
        options,
        correct_answers: question.correct_answers.map(placeOf).toSorted((a, b) => a - b),
      };
    default:
      return { ...question, options };
  }
}

/** One text per question source, for maps and draws. */
export const sourceKey = ({ origin, id }: QuestionSource) => `${origin}:${id}`;

/**
 * Which questions of the pool a paper holds, in its order, and each one's order of options, by draw.ts: `count`
 * questions (all when absent), in the pool's order unless shuffled. The same seed and pool always give the same.
 */
export function drawSources({
  seed,
  pool,
  count,
  shuffleQuestions,
  shuffleOptions,
}: {
  seed: string;
  pool: readonly PoolQuestion[];
  count?: number | undefined;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}): PaperSource[] {
  const byKey = new Map(pool.map((entry) => [sourceKey(entry.source), entry.source]));
  const drawn = drawQuestions({
    seed,
    pool: pool.map((entry) => ({ id: sourceKey(entry.source), optionCount: entry.optionCount })),
    ...(count === undefined ? {} : { count }),
    shuffleQuestions,
    shuffleOptions,
  });
  return drawn.flatMap(({ id, options }) => {
    const source = byKey.get(id);
    return source ? [{ ...source, options }] : [];
  });
}

/**
 * The paper of the drawn sources, with each question as `questionOf` finds it now; a question gone since the draw
 * chose it (deleted from the bank meanwhile), or whose number of options changed, is left out.
 */
export function paperOf(
  sources: readonly PaperSource[],
  questionOf: (source: QuestionSource) => Question | undefined,
): Paper {
  const asked = sources.flatMap((source) => {
    const question = questionOf(source);
    return question && question.options.length === source.options.length ? [{ source, question }] : [];
  });
  return {
    questions: asked.map(({ source, question }) => arrangeOptions(question, source.options)),
    sources: asked.map(({ source }) => source),
  };
}

/**
 * The paper with its questions from the assessment's own list taken afresh from `questions`, so an edit of the
 * assessment reaches every attempt as it always has. A question whose options no longer match the order stored
 * (options added or removed, or the question gone) stays as it was asked. Bank questions stay as drawn.
 * The same paper comes back when nothing changed, so the caller can tell there is nothing to write.
 */
export function followOwnQuestions(paper: Paper, questions: Question[]): Paper {
  const followed = {
    questions: paper.questions.map((asked, place) => {
      const source = paper.sources[place];
      const current = source?.origin === 'own' ? questions[source.id] : undefined;
      if (!source || !current || current.options.length !== source.options.length) return asked;
      return arrangeOptions(current, source.options);
    }),
    sources: paper.sources,
  };
  return JSON.stringify(followed.questions) === JSON.stringify(paper.questions) ? paper : followed;
}
