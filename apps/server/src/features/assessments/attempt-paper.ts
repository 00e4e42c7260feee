import { randomBytes } from 'node:crypto';
import type { AssessmentSelection, Question } from '@somo/contract/assessments';
import type { Db } from '../../db/client';
import type { Paper } from '../../db/schema/assessments';
import type { AssessmentRow } from './assessments.queries';
import { drawSources, needsPaper, ownPool, paperOf } from './paper';
import { findBankQuestions, listDrawCandidates } from './question-bank.queries';

/**
 * A new attempt's paper (paper.ts), or null when the assessment asks its own questions in their own order and
 * the attempt needs none. Undefined when the bank holds none of the questions to ask: nothing to start on.
 *
 * The seed is random: the paper is stored with the attempt, so nothing needs to draw it again, and nobody can
 * work out another student's questions from ids they know.
 */
export async function newPaper(db: Db, assessment: AssessmentRow): Promise<Paper | null | undefined> {
  if (!needsPaper(assessment)) return null;
  const draw = {
    seed: randomBytes(16).toString('hex'),
    shuffleQuestions: assessment.shuffleQuestions,
    shuffleOptions: assessment.shuffleOptions,
  };
  const { selection, courseId, questions } = assessment;
  if (selection === null) {
    return paperOf(drawSources({ ...draw, pool: ownPool(questions) }), (source) => questions[source.id]);
  }
  const paper =
    selection.kind === 'bank'
      ? await listedPaper(db, courseId, selection.question_ids, draw)
      : await drawnPaper(db, courseId, selection, draw);
  return paper.questions.length > 0 ? paper : undefined;
}

type Draw = { seed: string; shuffleQuestions: boolean; shuffleOptions: boolean };
type Drawing = Extract<AssessmentSelection, { kind: 'draw' }>;

const bankSource = (id: number) => ({ origin: 'bank' as const, id });

/** The listed bank questions, in the list's order unless shuffled. */
async function listedPaper(db: Db, courseId: number, ids: number[], draw: Draw): Promise<Paper> {
  const found = bankQuestionsById(await findBankQuestions(db, courseId, ids));
  const pool = ids.flatMap((id) => {
    const question = found.get(id);
    return question ? [{ source: bankSource(id), optionCount: question.options.length }] : [];
  });
  return paperOf(drawSources({ ...draw, pool }), (source) => found.get(source.id));
}

/** `count` of the bank questions carrying the tags, chosen by id before the chosen ones alone are read. */
async function drawnPaper(db: Db, courseId: number, { count, tags }: Drawing, draw: Draw): Promise<Paper> {
  const candidates = await listDrawCandidates(db, courseId, tags);
  const pool = candidates.map(({ id, optionCount }) => ({ source: bankSource(id), optionCount }));
  const sources = drawSources({ ...draw, pool, count });
  const chosen = sources.map((source) => source.id);
  const found = bankQuestionsById(await findBankQuestions(db, courseId, chosen));
  return paperOf(sources, (source) => found.get(source.id));
}

function bankQuestionsById(rows: { id: number; question: Question }[]) {
  return new Map(rows.map((row) => [row.id, row.question]));
}
