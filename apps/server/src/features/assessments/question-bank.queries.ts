import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Question } from '@somo/contract/assessments';
import type { Db } from '../../db/client';
import { assessments, bankQuestions } from '../../db/schema/assessments';

export type BankQuestionRow = typeof bankQuestions.$inferSelect;
export type NewBankQuestion = { question: Question; tags: string[] };

/** Questions carrying any of the tags; the whole bank when there are none. */
const carryingAny = (tags: readonly string[]) =>
  tags.length === 0 ? undefined : sql`${bankQuestions.tags} && ${sql.param(tags)}::text[]`;

/** The course's bank questions, oldest first; only those tagged `tag` when given. */
export async function listBankQuestions(db: Db, courseId: number, tag?: string) {
  return db
    .select()
    .from(bankQuestions)
    .where(and(eq(bankQuestions.courseId, courseId), tag === undefined ? undefined : carryingAny([tag])))
    .orderBy(asc(bankQuestions.id));
}

/** The course's bank questions among `ids`; ids of other courses or of nothing are not found. */
export async function findBankQuestions(db: Db, courseId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(bankQuestions)
    .where(and(eq(bankQuestions.courseId, courseId), inArray(bankQuestions.id, [...ids])));
}

/**
 * The ids among `ids` of the course's bank questions, each locked against deletion until the transaction ends:
 * an assessment saved with a list of them never names a question deleted meanwhile.
 */
export async function lockListedBankQuestions(tx: Db, courseId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: bankQuestions.id })
    .from(bankQuestions)
    .where(and(eq(bankQuestions.courseId, courseId), inArray(bankQuestions.id, [...ids])))
    .for('share');
}

/** The course's bank question, locked until the transaction ends, so no assessment lists it meanwhile. */
export async function lockBankQuestion(tx: Db, courseId: number, id: number) {
  const [row] = await tx
    .select()
    .from(bankQuestions)
    .where(and(eq(bankQuestions.courseId, courseId), eq(bankQuestions.id, id)))
    .for('update');
  return row;
}

export async function insertBankQuestions(db: Db, courseId: number, questions: readonly NewBankQuestion[]) {
  if (questions.length === 0) return [];
  return db
    .insert(bankQuestions)
    .values(questions.map(({ question, tags }) => ({ courseId, question, tags })))
    .returning();
}

/** The course's bank question replaced; undefined when the course has no such question. */
export async function updateBankQuestion(
  db: Db,
  courseId: number,
  id: number,
  { question, tags }: NewBankQuestion,
) {
  const [row] = await db
    .update(bankQuestions)
    .set({ question, tags, updatedAt: new Date() })
    .where(and(eq(bankQuestions.courseId, courseId), eq(bankQuestions.id, id)))
    .returning();
  return row;
}

export async function deleteBankQuestion(db: Db, id: number) {
  await db.delete(bankQuestions).where(eq(bankQuestions.id, id));
}

/** Each tag of the course's bank with how many questions carry it, by name. */
export async function listBankTags(db: Db, courseId: number) {
  const tag = sql<string>`unnest(${bankQuestions.tags})`;
  const rows = await db
    .select({ tag: tag.as('tag'), count: sql<number>`count(*)::int` })
    .from(bankQuestions)
    .where(eq(bankQuestions.courseId, courseId))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows;
}

/**
 * What a draw chooses among: the ids and option counts of the questions carrying any of the tags, without the
 * questions themselves, so a large bank is not read whole for each attempt.
 */
export async function listDrawCandidates(db: Db, courseId: number, tags: readonly string[]) {
  return db
    .select({
      id: bankQuestions.id,
      optionCount: sql<number>`jsonb_array_length(${bankQuestions.question}->'options')`,
    })
    .from(bankQuestions)
    .where(and(eq(bankQuestions.courseId, courseId), carryingAny(tags)))
    .orderBy(asc(bankQuestions.id));
}

/** The course's assessments that take their questions from the bank, with their selections. */
export async function listBankAssessments(db: Db, courseId: number) {
  const rows = await db
    .select({ id: assessments.id, title: assessments.title, selection: assessments.selection })
    .from(assessments)
    .where(and(eq(assessments.courseId, courseId), isNotNull(assessments.selection)))
    .orderBy(asc(assessments.id));
  return rows.flatMap(({ selection, ...row }) => (selection ? [{ ...row, selection }] : []));
}
