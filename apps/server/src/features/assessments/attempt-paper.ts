import { randomBytes } from 'node:crypto';
import type { Question } from '@somo/contract/assessments';
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
  const { selection, courseId } = assessment;
  if (selection === null) {
    const sources = drawSources({ ...draw, pool: ownPool(assessment.questions) });
    return paperOf(sources, (source) => assessment.questions[source.id]);
  }
  if (selection.kind === 'bank') {
    const found = bankQuestionsById(await findBankQuestions(db, courseId, selection.question_ids));
    const pool = selection.question_ids.flatMap((id) => {
      const question = found.get(id);
      return question
        ? [{ source: { origin: 'bank' as const, id }, optionCount: question.options.length }]
        : [];
    });
    return filled(paperOf(drawSources({ ...draw, pool }), (source) => found.get(source.id)));
  }
  const candidates = await listDrawCandidates(db, courseId, selection.tags);
  const pool = candidates.map(({ id, optionCount }) => ({
    source: { origin: 'bank' as const, id },
    optionCount,
  }));
  const sources = drawSources({ ...draw, pool, count: selection.count });
  const found = bankQuestionsById(
    await findBankQuestions(
      db,
      courseId,
      sources.map((source) => source.id),
    ),
  );
  return filled(paperOf(sources, (source) => found.get(source.id)));
}

function bankQuestionsById(rows: { id: number; question: Question }[]) {
  return new Map(rows.map((row) => [row.id, row.question]));
}

const filled = (paper: Paper) => (paper.questions.length > 0 ? paper : undefined);
