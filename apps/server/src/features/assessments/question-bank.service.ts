import type { z } from 'zod';
import { QuestionTags, type AssessmentSelection } from '@somo/contract/assessments';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_QUESTIONS,
  type BankQuestion,
  type BankQuestionBody,
  type BankTag,
  type QuestionImportBody,
  type QuestionImportResponse,
} from '@somo/contract/question-bank';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { findOwnedCourse, findReadableCourse } from '../instructor/instructor.policy';
import { exportGiftWithTags, parseGift } from './gift';
import { parseQuestionCsv } from './question-csv';
import {
  deleteBankQuestion as deleteBankQuestionRow,
  insertBankQuestions,
  listBankAssessments,
  listBankQuestions as listBankQuestionRows,
  listBankTags as listBankTagRows,
  lockBankQuestion,
  updateBankQuestion as updateBankQuestionRow,
  type BankQuestionRow,
  type NewBankQuestion,
} from './question-bank.queries';

type CourseScope = { db: Db; actor: Actor; courseId: number };
type QuestionScope = CourseScope & { questionId: number };
type BankQuestionInput = z.output<typeof BankQuestionBody>;
type ImportInput = z.output<typeof QuestionImportBody>;
type BankAssessment = Awaited<ReturnType<typeof listBankAssessments>>[number];

/** Whether the selection asks the question: names it in its list, or draws from a tag it carries. */
function selectionUses(selection: AssessmentSelection, row: BankQuestionRow): 'bank' | 'draw' | undefined {
  if (selection.kind === 'bank') return selection.question_ids.includes(row.id) ? 'bank' : undefined;
  const drawsIt = selection.tags.length === 0 || selection.tags.some((tag) => row.tags.includes(tag));
  return drawsIt ? 'draw' : undefined;
}

function toBankQuestion(row: BankQuestionRow, assessments: BankAssessment[]): BankQuestion {
  return {
    id: row.id,
    question: row.question,
    tags: row.tags,
    used_by: assessments.flatMap(({ id, title, selection }) => {
      const kind = selectionUses(selection, row);
      return kind ? [{ assessment_id: id, title, kind }] : [];
    }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listBankQuestions({
  db,
  actor,
  courseId,
  tag,
}: CourseScope & { tag?: string | undefined }) {
  await findReadableCourse({ db, actor, courseId });
  const [rows, assessments] = await Promise.all([
    listBankQuestionRows(db, courseId, tag),
    listBankAssessments(db, courseId),
  ]);
  return rows.map((row) => toBankQuestion(row, assessments));
}

export async function createBankQuestion({
  db,
  actor,
  courseId,
  input,
}: CourseScope & { input: BankQuestionInput }): Promise<BankQuestion> {
  await findOwnedCourse({ db, actor, courseId });
  const [row] = await insertBankQuestions(db, courseId, [input]);
  if (!row) throw new Error('bank question insert returned nothing');
  return toBankQuestion(row, await listBankAssessments(db, courseId));
}

/** Attempts already started keep the question as it was: their papers hold their own copy. */
export async function updateBankQuestion({
  db,
  actor,
  courseId,
  questionId,
  input,
}: QuestionScope & { input: BankQuestionInput }): Promise<BankQuestion> {
  await findOwnedCourse({ db, actor, courseId });
  const row =
    (await updateBankQuestionRow(db, courseId, questionId, input)) ?? notFound('Question not found.');
  return toBankQuestion(row, await listBankAssessments(db, courseId));
}

/**
 * A question an assessment's fixed list names is refused rather than dropped from the list: the instructor
 * chose that list question by question, and should decide what replaces it. Draws simply draw from the rest.
 * The question is locked before the lists are read, and an assessment saved with a list locks the questions it
 * names (assessments.service.ts), so a list saved meanwhile is either seen here or refused there.
 */
export async function deleteBankQuestion({ db, actor, courseId, questionId }: QuestionScope) {
  await findOwnedCourse({ db, actor, courseId });
  await db.transaction(async (tx) => {
    const row = (await lockBankQuestion(tx, courseId, questionId)) ?? notFound('Question not found.');
    const listing = (await listBankAssessments(tx, courseId)).filter(
      ({ selection }) => selectionUses(selection, row) === 'bank',
    );
    if (listing.length > 0) {
      const titles = listing.map(({ title }) => `“${title}”`).join(', ');
      throw new AppError(
        'question_in_use',
        `This question is in the question list of ${titles}: remove it from there first.`,
      );
    }
    await deleteBankQuestionRow(tx, questionId);
  });
  return { message: 'Question deleted.' };
}

export async function listBankTags({ db, actor, courseId }: CourseScope): Promise<BankTag[]> {
  await findReadableCourse({ db, actor, courseId });
  return listBankTagRows(db, courseId);
}

type Read = { line?: number; row?: number; title?: string };
type Understood = Read & { tags: string[]; question: NewBankQuestion['question'] };
type Skipped = Read & { reason: string };

/** The file's questions and skips, whichever format it is in, in one shape. */
function readFile({ format, text }: ImportInput): { questions: Understood[]; skipped: Skipped[] } {
  return format === 'gift' ? parseGift(text) : parseQuestionCsv(text);
}

/** The file's tags with the ones given for the whole import, checked by the bank's rule for tags. */
function withTags(read: Understood, extra: string[]): Understood | Skipped {
  const { tags: fileTags, question, ...place } = read;
  const tags = QuestionTags.safeParse([...fileTags, ...extra]);
  if (!tags.success) return { ...place, reason: tags.error.issues[0]?.message ?? 'The tags are not valid.' };
  return { ...place, question, tags: tags.data };
}

function assertImportable(input: ImportInput) {
  if (Buffer.byteLength(input.text, 'utf8') > MAX_IMPORT_BYTES) {
    throw new AppError(
      'payload_too_large',
      `The file is too large: import at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB at a time.`,
    );
  }
}

/**
 * At most MAX_IMPORT_QUESTIONS questions, and as many entries it cannot read: a file with more of those is not in
 * the format chosen, and listing each one's reason would answer many times the file's size.
 */
function assertImportCounts(understood: number, skipped: number) {
  if (understood > MAX_IMPORT_QUESTIONS) {
    throw new AppError(
      'payload_too_large',
      `The file holds ${understood} questions: import at most ${MAX_IMPORT_QUESTIONS} at a time.`,
    );
  }
  if (skipped > MAX_IMPORT_QUESTIONS) {
    throw new AppError(
      'payload_too_large',
      `${skipped} parts of the file cannot be read as questions: check that it is in the format chosen, and import at most ${MAX_IMPORT_QUESTIONS} questions at a time.`,
    );
  }
}

/**
 * Reads GIFT or the CSV template and answers what was understood and what was skipped and why. With `commit` the
 * understood questions are stored by one statement, so an import lands whole or not at all.
 */
export async function importBankQuestions({
  db,
  actor,
  courseId,
  input,
}: CourseScope & { input: ImportInput }): Promise<QuestionImportResponse> {
  await findOwnedCourse({ db, actor, courseId });
  assertImportable(input);
  const read = readFile(input);
  const tagged = read.questions.map((question) => withTags(question, input.tags));
  const questions = tagged.filter((item): item is Understood => 'question' in item);
  const skipped = [...read.skipped, ...tagged.filter((item): item is Skipped => 'reason' in item)];
  assertImportCounts(questions.length, skipped.length);
  const ids = input.commit ? (await insertBankQuestions(db, courseId, questions)).map((row) => row.id) : [];
  return { committed: input.commit, questions, skipped: skipped.sort(byPlace), ids };
}

const byPlace = (a: Read, b: Read) => (a.line ?? a.row ?? 0) - (b.line ?? b.row ?? 0);

/** The bank (or the questions of one tag) as a GIFT file named after the course. */
export async function exportBankQuestions({
  db,
  actor,
  courseId,
  tag,
}: CourseScope & { tag?: string | undefined }) {
  const course = await findReadableCourse({ db, actor, courseId });
  const rows = await listBankQuestionRows(db, courseId, tag);
  return { fileName: `${course.title} questions.txt`, text: exportGiftWithTags(rows) };
}
