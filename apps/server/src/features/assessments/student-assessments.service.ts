import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  StudentAssessment,
  StudentAssessmentDetail,
  type AnswersBody,
  type OpenAssessment,
  type Question,
  type StudentSubmission,
  type SubmitResponse,
  questionsPerAttempt,
  toStudentQuestion,
  toSubmittedQuestion,
} from '@somo/contract/assessments';
import { attemptResult } from '@somo/contract/progress';
import type { Db } from '../../db/client';
import { submissions, type Paper } from '../../db/schema/assessments';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { finishAttempt, finishedFields, finishExpiredAttempts, secondsLeft, withinGrace } from './attempts';
import { assertStudent, canTakeAssessment } from './assessments.policy';
import {
  findOpenAttempt,
  insertNextAttempt,
  listStudentSubmissions,
  lockInProgress,
  type AssessmentRow,
  type SaveKey,
  type SubmissionRow,
} from './assessments.queries';
import { finishInTime, saveOpenAttempt } from './attempt-writers';
import { newPaper } from './attempt-paper';
import { answerProblem, attemptOutcome, gradeAnswers, isAnswered, standingOf, type Grade } from './grading';
import { attemptQuestions, needsPaper } from './paper';
import { assessmentSubmittedData } from '../webhooks/webhooks.payloads';
import { isUniqueViolation } from '../../lib/sql';
import { isEnrolled } from '../courses/courses.queries';
import { VIEWER_CHANNEL } from '../../lib/viewer-cache';
import { SUBMISSIONS_CHANNEL } from './submission-pages';
import {
  attemptsAt,
  cachedAssessment,
  findAssessmentForStudent,
  knownAttempts,
  listStudentAssessments,
  type StudentReads,
} from './student-reads';

type Answers = z.output<typeof AnswersBody>['answers'];
type StudentScope = { ctx: StudentReads; actor: Actor };
type AssessmentScope = StudentScope & { assessmentId: number };
/** Starting and submitting also tell every process of the change, once committed. */
type ExamScope = AssessmentScope & { ctx: Pick<AppContext, 'signals'> };

async function findStudentAssessment(ctx: StudentReads, actor: Actor, assessmentId: number) {
  assertStudent(actor);
  const found = await findAssessmentForStudent(ctx, actor.id, assessmentId);
  if (!found || !canTakeAssessment(found)) notFound('Assessment not found.');
  return found;
}

/** Marking and result of a finished attempt; an attempt in progress has neither yet. */
function markingFields(assessment: AssessmentRow, submission: SubmissionRow) {
  if (submission.status !== 'submitted') {
    return { correct_answers: null, marked_questions: 0, awaiting_marking: 0, result: null };
  }
  const outcome = attemptOutcome(assessment, submission);
  return {
    correct_answers: submission.correctAnswers,
    marked_questions: outcome.markedQuestions,
    awaiting_marking: outcome.awaitingMarking,
    result: outcome.result,
  };
}

function toStudentSubmission(
  assessment: AssessmentRow,
  submission: SubmissionRow,
  now = new Date(),
): StudentSubmission {
  return {
    id: submission.id,
    status: submission.status,
    started_at: submission.startedAt.toISOString(),
    deadline: submission.deadline.toISOString(),
    submitted_at: submission.submittedAt?.toISOString() ?? null,
    answers: submission.answers,
    score: submission.score,
    percentage: submission.percentage,
    attempt_number: submission.attemptNumber,
    time_remaining_seconds: submission.status === 'in_progress' ? secondsLeft(submission.deadline, now) : 0,
    total_questions: submission.totalQuestions,
    ...markingFields(assessment, submission),
  };
}

/** Why the assessment cannot be started now by its dates: not open yet, or past its due date. */
function windowProblem(assessment: AssessmentRow, now: Date): string | undefined {
  if (assessment.startDate && now < assessment.startDate) return 'This assessment has not opened yet.';
  if (assessment.dueDate && now > assessment.dueDate) return 'This assessment is closed.';
  return undefined;
}

function summarize(
  assessment: AssessmentRow,
  courseTitle: string,
  attempts: SubmissionRow[],
  now: Date,
): StudentAssessment {
  const { finished, best, result } = standingOf(assessment, attempts);
  const inProgress = attempts.find((attempt) => attempt.status === 'in_progress');
  const status = inProgress ? 'in_progress' : finished.length > 0 ? 'submitted' : 'not_started';
  return {
    id: assessment.id,
    title: assessment.title,
    course_id: assessment.courseId,
    course_title: courseTitle,
    description: assessment.description,
    duration_minutes: assessment.durationMinutes,
    total_points: assessment.totalPoints,
    passing_score: assessment.passingScore,
    questions_count: questionsPerAttempt(assessment),
    attempts_used: attempts.length,
    attempts_allowed: assessment.attemptsAllowed,
    can_attempt:
      !inProgress && attempts.length < assessment.attemptsAllowed && !windowProblem(assessment, now),
    status,
    start_date: assessment.startDate?.toISOString() ?? null,
    due_date: assessment.dueDate?.toISOString() ?? null,
    is_overdue: !!assessment.dueDate && now > assessment.dueDate && status !== 'submitted',
    score: best?.score ?? null,
    percentage: best?.percentage ?? null,
    result,
  };
}

const StudentAssessmentList = z.array(StudentAssessment);

/**
 * The instant the list may next change on its own, its attempts and assessments unchanged: the earliest start or
 * due date ahead (can_attempt and is_overdue turn there).
 */
function nextTurn(assessments: AssessmentRow[], at: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const assessment of assessments) {
    for (const date of [assessment.startDate, assessment.dueDate]) {
      const time = date?.getTime();
      if (time !== undefined && time >= at && time < next) next = time;
    }
  }
  return next;
}

/**
 * A part of the student's kept pages that turns on its own at `until` (a start or due date ahead): once that has
 * passed it is read afresh. A part read as undefined is no page to keep (an attempt is open).
 */
async function keptUntilTurn<T extends { until: number } | undefined>(
  ctx: StudentReads,
  studentId: number,
  part: string,
  load: () => Promise<T>,
): Promise<T> {
  const read = () => ctx.viewers.get(studentId, part, load);
  const kept = await read();
  if (!kept || Date.now() < kept.until) return kept;
  // A start or due date has passed since it was read.
  ctx.viewers.forget(studentId);
  return read();
}

async function readMyAssessments(ctx: StudentReads, actor: Actor) {
  const [rows, attempts] = await Promise.all([
    listStudentAssessments(ctx, actor.id),
    knownAttempts(ctx, actor.id),
  ]);
  const now = new Date();
  const list = rows.map(({ assessment, courseTitle }) =>
    summarize(assessment, courseTitle, attemptsAt(attempts, assessment.id), now),
  );
  const until = nextTurn(
    rows.map((row) => row.assessment),
    now.getTime(),
  );
  return { json: JSON.stringify(StudentAssessmentList.parse(list)), until };
}

/**
 * The student's assessments as checked JSON text, kept with their other parts (checking and serialising the list
 * cost more than everything else on each request) until the next start or due date among them. Reads only: an
 * attempt whose time ran out shows as in progress with no time left until the sweep (attempts.ts) or the
 * student's own opening of it finishes it.
 */
export async function myAssessmentsJson({ ctx, actor }: StudentScope): Promise<string> {
  assertStudent(actor);
  const kept = await keptUntilTurn(ctx, actor.id, 'assessments-json', () => readMyAssessments(ctx, actor));
  return kept.json;
}

/**
 * The owner's own reading of an assessment finishes an attempt whose time ran out, and shows an open attempt's
 * answers as last saved: both come from the database. Otherwise everything shown is kept in memory.
 */
async function ownAttempts(ctx: StudentReads, actor: Actor, assessmentId: number, now: Date) {
  const known = attemptsAt(await knownAttempts(ctx, actor.id), assessmentId);
  const open = known.find((attempt) => attempt.status === 'in_progress');
  if (!open) return known;
  if (!withinGrace(open.deadline, now)) {
    await finishExpiredAttempts(ctx.db, { assessmentId, studentId: actor.id });
  }
  return listStudentSubmissions(ctx.db, actor.id, [assessmentId]);
}

function detailOf(
  { assessment, courseTitle }: { assessment: AssessmentRow; courseTitle: string },
  attempts: SubmissionRow[],
  now: Date,
): StudentAssessmentDetail {
  const current = attempts.find((a) => a.status === 'in_progress') ?? attempts.at(-1);
  return StudentAssessmentDetail.parse({
    ...summarize(assessment, courseTitle, attempts, now),
    // Questions appear once an attempt has started, so nobody reads them before their clock runs.
    questions: current ? shownQuestions(assessment, current) : [],
    submission: current ? toStudentSubmission(assessment, current, now) : null,
    server_time: now.toISOString(),
  });
}

/** The attempt's own questions as its student may see them: feedback only once it is submitted. */
function shownQuestions(assessment: AssessmentRow, attempt: SubmissionRow) {
  const questions = attemptQuestions(assessment, attempt);
  return questions.map(attempt.status === 'submitted' ? toSubmittedQuestion : toStudentQuestion);
}

/**
 * The assessment of a student with no attempt open, as JSON text up to its server time, the one field put in per
 * answer (written last). Text, as the student's other kept parts are: there is one per student and assessment,
 * too many to keep as buffers of their own (docs/decisions/0022). Undefined while an attempt is open.
 */
async function readSettledDetail(ctx: StudentReads, actor: Actor, assessmentId: number) {
  const found = await findStudentAssessment(ctx, actor, assessmentId);
  const attempts = attemptsAt(await knownAttempts(ctx, actor.id), assessmentId);
  if (attempts.some((attempt) => attempt.status === 'in_progress')) return undefined;
  const now = new Date();
  const { server_time: _serverTime, ...fixed } = detailOf(found, attempts, now);
  const text = JSON.stringify(fixed);
  return {
    head: `${text.slice(0, -1)},"server_time":`,
    until: nextTurn([found.assessment], now.getTime()),
  };
}

/**
 * One assessment for its student, as checked JSON text. Without an attempt open it is kept with the student's
 * other parts until the assessment's next start or due date (checking and serialising it cost more than the rest
 * of the request). With one open, it is read afresh: the owner's reading finishes an attempt whose time ran out,
 * and shows the answers as last saved.
 */
export async function myAssessmentJson({ ctx, actor, assessmentId }: AssessmentScope): Promise<string> {
  assertStudent(actor);
  const settled = await keptUntilTurn(ctx, actor.id, `assessment-json:${assessmentId}`, () =>
    readSettledDetail(ctx, actor, assessmentId),
  );
  if (settled) return `${settled.head}${JSON.stringify(new Date().toISOString())}}`;
  const found = await findStudentAssessment(ctx, actor, assessmentId);
  const now = new Date();
  return JSON.stringify(detailOf(found, await ownAttempts(ctx, actor, assessmentId, now), now));
}

const ALREADY_IN_PROGRESS = 'Assessment already in progress';

function startedReply(assessment: AssessmentRow, submission: SubmissionRow, now: Date) {
  return {
    message: 'Assessment started.',
    submission: toStudentSubmission(assessment, submission, now),
    server_time: now.toISOString(),
  };
}

/** Tells every process, after the commit, that the student's attempts and the assessment's submissions changed. */
function signalAttemptChange(
  ctx: Pick<AppContext, 'signals'>,
  attempt: { studentId: number; assessmentId: number },
) {
  ctx.signals.publish(VIEWER_CHANNEL, attempt.studentId);
  ctx.signals.publish(SUBMISSIONS_CHANNEL, attempt.assessmentId);
}

/**
 * The exam-day path: the assessment from memory and one statement that starts the attempt when everything allows
 * it, checking the enrolment, the course and the attempts left itself. Anything else — not enrolled, outside the
 * assessment's dates, an attempt still open (perhaps expired), no attempts left, nothing to draw — takes the
 * careful path, which answers each in that order. An attempt that is drawn or shuffled is stored with its paper
 * by the same statement.
 */
export async function startAssessment({ ctx, actor, assessmentId }: ExamScope) {
  assertStudent(actor);
  const found = await cachedAssessment(ctx, assessmentId);
  const now = new Date();
  let paper: Paper | null | undefined;
  if (found && !windowProblem(found.assessment, now)) {
    paper = await newPaper(ctx.db, found.assessment);
    const started =
      paper === undefined ? undefined : await tryStartAttempt(ctx.db, found.assessment, actor.id, now, paper);
    if (started) {
      signalAttemptChange(ctx, started);
      return startedReply(found.assessment, started, now);
    }
  }
  const { assessment } = await findStudentAssessment(ctx, actor, assessmentId);
  const problem = windowProblem(assessment, now);
  if (problem) throw new AppError('assessment_closed', problem);
  return startCarefully({ db: ctx.db, actor, assessment, now, paper });
}

/** What a new attempt starts with: its clock, and how many questions its paper (or the assessment) asks. */
function attemptStart(assessment: AssessmentRow, paper: Paper | null, now: Date) {
  return {
    startedAt: now,
    deadline: new Date(now.getTime() + assessment.durationMinutes * 60_000),
    totalQuestions: attemptQuestions(assessment, { paper }).length,
  };
}

/** The next attempt, or undefined when the one statement may not start it (an open attempt included). */
async function tryStartAttempt(
  db: Db,
  assessment: AssessmentRow,
  studentId: number,
  now: Date,
  paper: Paper | null,
) {
  try {
    return await insertNextAttempt(db, {
      assessmentId: assessment.id,
      studentId,
      attemptsAllowed: assessment.attemptsAllowed,
      ...attemptStart(assessment, paper, now),
      paper,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return undefined;
  }
}

const NOTHING_TO_DRAW =
  'This assessment has no questions to ask yet: the question bank holds none of its questions. Please tell your instructor.';

type CarefulStart = {
  actor: Actor;
  assessment: AssessmentRow;
  now: Date;
  /** The paper the quick path drew, if it got that far. */
  paper: Paper | null | undefined;
};

/** The next attempt, refused for the first reason that applies, under the lock of the student's open attempt. */
async function insertAttemptCarefully(tx: Db, { actor, assessment, now, paper: drawn }: CarefulStart) {
  if (await lockInProgress(tx, assessment.id, actor.id)) {
    throw new AppError('attempt_in_progress', ALREADY_IN_PROGRESS);
  }
  const [used] = await tx
    .select({ n: count() })
    .from(submissions)
    .where(and(eq(submissions.assessmentId, assessment.id), eq(submissions.studentId, actor.id)));
  const attemptsUsed = used?.n ?? 0;
  if (attemptsUsed >= assessment.attemptsAllowed) {
    throw new AppError('attempts_exhausted', 'You have used all your attempts for this assessment.');
  }
  // The quick path found no attempt to refuse but still inserted nothing: enrolment or course changed meanwhile.
  if (!(await isEnrolled(tx, actor.id, assessment.courseId))) notFound('Assessment not found.');
  const paper = drawn ?? (await newPaper(tx, assessment));
  if (paper === undefined) throw new AppError('no_questions_to_draw', NOTHING_TO_DRAW);
  const [row] = await tx
    .insert(submissions)
    .values({
      assessmentId: assessment.id,
      studentId: actor.id,
      attemptNumber: attemptsUsed + 1,
      ...attemptStart(assessment, paper, now),
      paper,
    })
    .returning();
  if (!row) throw new Error('submission insert returned nothing');
  return row;
}

async function startCarefully({ db, ...start }: CarefulStart & { db: Db }) {
  const { actor, assessment, now } = start;
  await finishExpiredAttempts(db, { assessmentId: assessment.id, studentId: actor.id });
  try {
    const submission = await db.transaction((tx) => insertAttemptCarefully(tx, start));
    return startedReply(assessment, submission, now);
  } catch (error) {
    // Two starts at once: the unique index lets one through; the other is told to resume.
    if (isUniqueViolation(error)) throw new AppError('attempt_in_progress', ALREADY_IN_PROGRESS);
    throw error;
  }
}

function assertAnswersFit(questions: Question[], answers: Answers) {
  const problem = answerProblem(questions, answers);
  if (problem) throw new AppError('validation_error', problem, { answers: problem });
}

const NO_ATTEMPT = 'No attempt in progress for this assessment.';

/** The questions answers were checked against, and the attempt with a paper they were checked for. */
type Asked = { questions: Question[]; paperAttemptId?: number | undefined };

function askedOn(assessment: AssessmentRow, attempt: { id: number; paper: Paper | null }): Asked {
  const questions = attemptQuestions(assessment, attempt);
  return attempt.paper ? { questions, paperAttemptId: attempt.id } : { questions };
}

/**
 * Checks answers against the questions the student's open attempt was asked. Without a paper those are the
 * assessment's own, kept in memory: the common case reads nothing. An assessment that draws or shuffles, or
 * answers that do not fit its own questions (shuffling switched off during an attempt), read the open attempt.
 * Refusals say first whether the student may take the assessment at all. Undefined when no attempt with a paper
 * is open: there is nothing to check the answers against.
 */
async function checkAnswers({
  ctx,
  actor,
  assessmentId,
  answers,
  known,
}: AssessmentScope & {
  answers: Answers;
  /** The assessment as already read, if it was. */
  known: AssessmentRow | undefined;
}): Promise<Asked | undefined> {
  if (known && !needsPaper(known) && !answerProblem(known.questions, answers)) {
    return { questions: known.questions };
  }
  const open = await findOpenAttempt(ctx.db, assessmentId, actor.id);
  const asked = known && open && askedOn(known, open);
  if (asked && !answerProblem(asked.questions, answers)) return asked;
  const { assessment } = await findStudentAssessment(ctx, actor, assessmentId);
  if (!open && needsPaper(assessment)) return undefined;
  const checked = open ? askedOn(assessment, open) : { questions: assessment.questions };
  assertAnswersFit(checked.questions, answers);
  return checked;
}

/**
 * The autosave path: one statement, which itself checks the attempt, its time, the enrolment and that the
 * assessment is live. Only answers the cached questions refuse, an attempt with a paper, or a save that found no
 * open attempt, need more, for the exact error.
 */
export async function saveAnswers({
  ctx,
  actor,
  assessmentId,
  answers,
  key,
}: {
  ctx: AppContext;
  actor: Actor;
  assessmentId: number;
  answers: Answers;
  key?: SaveKey | undefined;
}) {
  assertStudent(actor);
  const known = (await cachedAssessment(ctx, assessmentId))?.assessment;
  const asked = await checkAnswers({ ctx, actor, assessmentId, answers, known });
  if (!asked) throw new AppError('no_attempt_in_progress', NO_ATTEMPT);
  const saved = await saveOpenAttempt(ctx.db, {
    assessmentId,
    studentId: actor.id,
    answers,
    savedAt: new Date(),
    key,
    paperAttemptId: asked.paperAttemptId,
  });
  if (saved) return savedReply(saved.savedAt, saved.deadline);
  return saveWithoutOpenAttempt({ ctx, actor, assessmentId, answers, key });
}

/**
 * The quick save wrote nothing: no open attempt within its time, a key naming another attempt, a key already
 * saved, or an open attempt asked other questions than the answers were checked against. Finds out which under
 * the row lock, finishing an expired attempt on the way. Nothing in progress any more: both refusals share one
 * code, the message says which. A repeated or older key is answered as saved, since the server already holds
 * those answers or newer ones.
 */
async function saveWithoutOpenAttempt({
  ctx,
  actor,
  assessmentId,
  answers,
  key,
}: AssessmentScope & { answers: Answers; key: SaveKey | undefined }) {
  const { assessment } = await findStudentAssessment(ctx, actor, assessmentId);
  const outcome = await ctx.db.transaction(async (tx) => {
    const submission = await lockInProgress(tx, assessmentId, actor.id);
    if (!submission) return { ok: false as const, message: NO_ATTEMPT };
    // A key naming another attempt (another student's, or an old one): nothing of it is shown, as for any other user's resource.
    if (key && key.attemptId !== submission.id) notFound('Attempt not found.');
    // The answers were checked against the attempt open then; this may be a newer one with a paper of its own.
    assertAnswersFit(attemptQuestions(assessment, submission), answers);
    const now = new Date();
    if (!withinGrace(submission.deadline, now)) {
      await finishAttempt(tx, assessment, submission, {
        answers: submission.answers,
        submittedAt: submission.deadline,
      });
      return { ok: false as const, message: 'Time is up: answers can no longer be saved.' };
    }
    if (key && key.sequence <= submission.lastSaveSeq) {
      return { ok: true as const, now, savedAt: submission.savedAt ?? now, deadline: submission.deadline };
    }
    await tx
      .update(submissions)
      .set({ answers, savedAt: now, lastSaveSeq: key?.sequence ?? submission.lastSaveSeq })
      .where(eq(submissions.id, submission.id));
    return { ok: true as const, now, savedAt: now, deadline: submission.deadline };
  });
  if (!outcome.ok) throw new AppError('no_attempt_in_progress', outcome.message);
  return savedReply(outcome.savedAt, outcome.deadline, outcome.now);
}

function savedReply(savedAt: Date, deadline: Date, now = savedAt) {
  return {
    message: 'Answers saved.',
    saved_at: savedAt.toISOString(),
    time_remaining_seconds: secondsLeft(deadline, now),
  };
}

export async function submitAnswers({
  ctx,
  actor,
  assessmentId,
  answers,
}: ExamScope & { answers: Answers }): Promise<SubmitResponse> {
  const { db } = ctx;
  const { assessment } = await findStudentAssessment(ctx, actor, assessmentId);
  const asked = await checkAnswers({ ctx, actor, assessmentId, answers, known: assessment });
  const quick = asked && (await submitInTime(db, assessment, actor.id, answers, asked));
  if (quick) {
    signalAttemptChange(ctx, { studentId: actor.id, assessmentId });
    return submitResult(assessment, quick);
  }
  const result = await db.transaction(async (tx) => {
    const submission = await lockInProgress(tx, assessmentId, actor.id, { deferSignals: true });
    if (!submission) return undefined;
    const now = new Date();
    const accepted = withinGrace(submission.deadline, now);
    // Checked against the attempt open then; this may be a newer one with a paper of its own.
    if (accepted) assertAnswersFit(attemptQuestions(assessment, submission), answers);
    // After the grace the clock has spoken: the last saved answers count, not the ones sent now.
    const graded = accepted ? answers : submission.answers;
    const finished = await finishAttempt(tx, assessment, submission, {
      answers: graded,
      submittedAt: accepted ? now : submission.deadline,
    });
    return { ...finished.grade, accepted, counted: countedQuestions(graded) };
  });
  if (!result) return repeatLastResult(db, actor, assessment);
  signalAttemptChange(ctx, { studentId: actor.id, assessmentId });
  return submitResult(assessment, result);
}

/**
 * The exam-day submit, in one statement (finishInTime): graded here, on the questions the answers were checked
 * against, without hand marks, which an open attempt has none of. A grade at the pass mark may complete the
 * course and issue its certificate, which takes the transaction; so does anything the statement does not finish
 * (late, already finished, another attempt than the one checked). Undefined then.
 */
async function submitInTime(
  db: Db,
  assessment: AssessmentRow,
  studentId: number,
  answers: Answers,
  asked: Asked,
) {
  const grade = gradeAnswers(asked.questions, answers, {}, assessment.totalPoints);
  if (grade.percentage >= assessment.passingScore) return undefined;
  const fields = finishedFields(assessment, answers, grade, new Date());
  const finished = await finishInTime(db, {
    assessmentId: assessment.id,
    studentId,
    ...fields,
    eventData: assessmentSubmittedData({
      assessment,
      // The statement puts in the attempt's own id and number.
      submission: { id: 0, attemptNumber: 0, studentId, ...fields },
    }),
    paperAttemptId: asked.paperAttemptId,
  });
  return finished && { ...grade, accepted: true, counted: countedQuestions(answers) };
}

/** Question numbers (from 1) with an answer in the graded attempt, so the student learns exactly what counted. */
function countedQuestions(answers: Answers): number[] {
  return Object.entries(answers)
    .filter(([, answer]) => isAnswered(answer))
    .map(([index]) => Number(index) + 1)
    .sort((a, b) => a - b);
}

function submitResult(
  assessment: AssessmentRow,
  result: Grade & { accepted: boolean; counted: number[] },
  message = result.accepted
    ? 'Assessment submitted.'
    : 'Time was up: your last saved answers were submitted.',
): SubmitResponse {
  const outcome = attemptResult({
    percentage: result.percentage,
    passing_score: assessment.passingScore,
    awaiting_marking: result.awaitingMarking,
  });
  return {
    message,
    percentage: result.percentage,
    score: result.score,
    correct_answers: result.correctAnswers,
    total_questions: result.totalQuestions,
    passed: outcome === 'passed',
    answers_accepted: result.accepted,
    counted_questions: result.counted,
    marked_questions: result.markedQuestions,
    awaiting_marking: result.awaitingMarking,
    result: outcome,
  };
}

/**
 * A submit that finds nothing open (a retried request, or an attempt the clock already closed) answers with the
 * latest finished attempt instead of an error, so the student always sees their result.
 */
async function repeatLastResult(db: Db, actor: Actor, assessment: AssessmentRow): Promise<SubmitResponse> {
  const attempts = await listStudentSubmissions(db, actor.id, [assessment.id]);
  const last = attempts.filter((attempt) => attempt.status === 'submitted').at(-1);
  if (!last) throw new AppError('no_attempt_in_progress', 'No attempt in progress for this assessment.');
  const { markedQuestions, awaitingMarking } = attemptOutcome(assessment, last);
  return submitResult(
    assessment,
    {
      percentage: last.percentage ?? 0,
      score: last.score ?? 0,
      correctAnswers: last.correctAnswers ?? 0,
      totalQuestions: last.totalQuestions,
      markedQuestions,
      awaitingMarking,
      accepted: false,
      counted: countedQuestions(last.answers),
    },
    'This attempt was already submitted.',
  );
}

/**
 * What the student can act on now: an attempt in progress, or an assessment open by its dates with attempts
 * left and not passed or waiting for marking yet.
 */
function isOpenToStudent(summary: StudentAssessment): boolean {
  if (summary.status === 'in_progress') return true;
  return summary.can_attempt && summary.result !== 'passed' && summary.result !== 'awaiting_marking';
}

/** In progress first, then by due date, soonest first; no due date last. */
function byUrgency(a: OpenAssessment, b: OpenAssessment): number {
  if (a.status !== b.status) return a.status === 'in_progress' ? -1 : 1;
  const due = (item: OpenAssessment) => item.seconds_until_due ?? Number.POSITIVE_INFINITY;
  return due(a) - due(b) || a.assessment_id - b.assessment_id;
}

function toOpenAssessment(
  assessment: AssessmentRow,
  summary: StudentAssessment,
  running: SubmissionRow | undefined,
  now: Date,
): OpenAssessment {
  return {
    assessment_id: assessment.id,
    title: assessment.title,
    course_id: assessment.courseId,
    course_title: summary.course_title,
    duration_minutes: assessment.durationMinutes,
    due_date: summary.due_date,
    seconds_until_due: assessment.dueDate ? secondsLeft(assessment.dueDate, now) : null,
    status: running ? 'in_progress' : 'not_started',
    attempt_seconds_left: running ? secondsLeft(running.deadline, now) : null,
    attempts_used: summary.attempts_used,
    attempts_allowed: summary.attempts_allowed,
  };
}

/** Time left is counted on the server's clock, never the browser's (decision 0003). */
export async function listOpenAssessments({
  ctx,
  actor,
  now = new Date(),
}: StudentScope & { now?: Date }): Promise<OpenAssessment[]> {
  assertStudent(actor);
  const [rows, attempts] = await Promise.all([
    listStudentAssessments(ctx, actor.id),
    knownAttempts(ctx, actor.id),
  ]);
  return rows
    .flatMap(({ assessment, courseTitle }) => {
      const own = attemptsAt(attempts, assessment.id);
      const summary = summarize(assessment, courseTitle, own, now);
      if (!isOpenToStudent(summary)) return [];
      const running = own.find((attempt) => attempt.status === 'in_progress');
      return [toOpenAssessment(assessment, summary, running, now)];
    })
    .sort(byUrgency);
}
