import {
  matchesAcceptedAnswer,
  questionPoints,
  withinTolerance,
  type Answers,
  type Question,
  type QuestionType,
} from '@somo/contract/assessments';
import { attemptResult, bestResult, type AttemptResult } from '@somo/contract/progress';
import type { Paper } from '../../db/schema/assessments';
import { attemptQuestions } from './paper';

export type Marking = { markedQuestions: number; awaitingMarking: number };

export type Grade = Marking & {
  /** Questions earning full credit. */
  correctAnswers: number;
  totalQuestions: number;
  score: number;
  percentage: number;
};

type Answer = Answers[string];
type QuestionOf<T extends QuestionType> = Extract<Question, { type: T }>;

const round2 = (value: number) => Math.round(value * 100) / 100;
const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The text rule since text questions began: trimmed and case-insensitive, nothing more. */
const sameText = (answer: string, expected: string) =>
  answer.trim().toLowerCase() === expected.trim().toLowerCase();

/**
 * All or nothing: exactly the correct options. With partial credit, the usual right-minus-wrong rule (Canvas's
 * multiple answers, Moodle's with penalties): each correct option chosen earns 1/k of the question and each
 * wrong option chosen takes 1/k away, k being the number of correct options, never below 0.
 */
function selectionCredit(question: QuestionOf<'multiple_select'>, answer: Answer): number {
  if (!Array.isArray(answer)) return 0;
  const correct = new Set(question.correct_answers);
  const chosen = [...new Set(answer)];
  const right = chosen.filter((index) => correct.has(index)).length;
  const wrong = chosen.length - right;
  if (!question.partial_credit) return right === correct.size && wrong === 0 ? 1 : 0;
  return Math.max(0, (right - wrong) / correct.size);
}

/** The credit an answer earns by the question's own rule, from 0 to 1; an answer of the wrong shape earns 0. */
function automaticCredit(question: Question, answer: Answer): number {
  switch (question.type) {
    case 'multiple_choice':
    case 'true_false':
      return answer === question.correct_answer ? 1 : 0;
    case 'multiple_select':
      return selectionCredit(question, answer);
    case 'text':
      return question.correct_answer !== null &&
        typeof answer === 'string' &&
        sameText(answer, question.correct_answer)
        ? 1
        : 0;
    case 'short_answer':
      return typeof answer === 'string' && matchesAcceptedAnswer(answer, question.accepted_answers) ? 1 : 0;
    case 'numeric':
      return typeof answer === 'number' && withinTolerance(answer, question) ? 1 : 0;
    case 'essay':
      return 0;
  }
}

/**
 * How much of the question an answer earns, from 0 to 1. A hand grade from the instructor wins (correct: all of
 * it); an answer only the instructor can mark earns nothing until they do.
 */
export function questionCredit(
  question: Question,
  answer: Answer | undefined,
  manualGrade?: boolean,
): number {
  if (manualGrade !== undefined) return manualGrade ? 1 : 0;
  if (answer === undefined) return 0;
  return automaticCredit(question, answer);
}

/** Correct means full credit. */
export function isCorrect(question: Question, answer: Answer | undefined, manualGrade?: boolean): boolean {
  return questionCredit(question, answer, manualGrade) === 1;
}

/** Something chosen or written: text needs more than spaces, a list of options at least one of them. */
export function isAnswered(answer: Answer | undefined): boolean {
  if (typeof answer === 'string') return answer.trim().length > 0;
  if (Array.isArray(answer)) return answer.length > 0;
  return answer !== undefined;
}

/** Essays, and text questions without an expected answer, are marked by the instructor. */
const marksByHand = (question: Question) =>
  question.type === 'essay' || (question.type === 'text' && question.correct_answer === null);

/**
 * A written answer to a question marked by hand waits for the instructor until they mark it. An unanswered
 * question has nothing to mark: it is simply not correct.
 */
export function awaitsMarking(
  question: Question,
  answer: Answer | undefined,
  manualGrade?: boolean,
): boolean {
  if (manualGrade !== undefined || !marksByHand(question)) return false;
  return typeof answer === 'string' && isAnswered(answer);
}

export function markingOf(
  questions: Question[],
  answers: Answers,
  manualGrades: Record<string, boolean>,
): Marking {
  const awaitingMarking = questions.filter((question, index) =>
    awaitsMarking(question, answers[String(index)], manualGrades[String(index)]),
  ).length;
  return { markedQuestions: questions.length - awaitingMarking, awaitingMarking };
}

/**
 * The share of the assessment earned: each question's credit times its points (questionPoints), over all the
 * points. Without points anywhere the questions weigh the same and the share is the plain average of the
 * credits, the arithmetic scores have always had, so regrading old attempts cannot move them by a rounding step.
 */
function earnedShare(questions: Question[], credits: number[], totalPoints: number): number {
  if (questions.length === 0) return 0;
  if (questions.every((question) => question.points === undefined)) return sumOf(credits) / questions.length;
  const points = questionPoints(questions, totalPoints);
  const possible = sumOf(points);
  if (possible <= 0) return 0;
  return sumOf(credits.map((credit, index) => credit * (points[index] ?? 0))) / possible;
}

/**
 * The score on the assessment's total points and the percentage. An answer awaiting marking counts as not
 * correct for now, so the score can only go up once it is marked.
 */
export function gradeAnswers(
  questions: Question[],
  answers: Answers,
  manualGrades: Record<string, boolean>,
  totalPoints: number,
): Grade {
  const credits = questions.map((question, index) =>
    questionCredit(question, answers[String(index)], manualGrades[String(index)]),
  );
  const share = earnedShare(questions, credits, totalPoints);
  return {
    correctAnswers: credits.filter((credit) => credit === 1).length,
    totalQuestions: questions.length,
    score: round2(share * totalPoints),
    percentage: round2(share * 100),
    ...markingOf(questions, answers, manualGrades),
  };
}

type FinishedAttempt = {
  percentage: number | null;
  answers: Answers;
  manualGrades: Record<string, boolean>;
  paper: Paper | null;
};

/**
 * A finished attempt's marking and result (progress.ts attemptResult), from its saved answers and marks on the
 * questions it was asked (its paper, or the assessment's own).
 */
export function attemptOutcome(
  assessment: { questions: Question[]; passingScore: number },
  attempt: FinishedAttempt,
): Marking & { result: AttemptResult } {
  const marking = markingOf(attemptQuestions(assessment, attempt), attempt.answers, attempt.manualGrades);
  const result = attemptResult({
    percentage: attempt.percentage ?? 0,
    passing_score: assessment.passingScore,
    awaiting_marking: marking.awaitingMarking,
  });
  return { ...marking, result };
}

/**
 * A student's standing from all their attempts at one assessment: the finished ones, the best of them (the
 * highest percentage, the earlier of two equal ones) and the best result among them (progress.ts bestResult).
 */
export function standingOf<A extends FinishedAttempt & { status: string }>(
  assessment: { questions: Question[]; passingScore: number },
  attempts: readonly A[],
) {
  const finished = attempts.filter((attempt) => attempt.status === 'submitted');
  const best = finished.reduce<A | undefined>(
    (top, attempt) => (!top || (attempt.percentage ?? 0) > (top.percentage ?? 0) ? attempt : top),
    undefined,
  );
  const result = bestResult(finished.map((attempt) => attemptOutcome(assessment, attempt).result));
  return { finished, best, result };
}

const isOptionIndex = (value: unknown, optionCount: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < optionCount;

/** Whether an answer has the shape its question takes: what a save or a submission may store. */
function answerFits(question: Question, answer: Answer): boolean {
  switch (question.type) {
    case 'multiple_choice':
      return isOptionIndex(answer, question.options.length);
    case 'multiple_select':
      return Array.isArray(answer) && answer.every((index) => isOptionIndex(index, question.options.length));
    case 'true_false':
      return typeof answer === 'boolean';
    case 'numeric':
      return typeof answer === 'number';
    case 'text':
    case 'short_answer':
    case 'essay':
      return typeof answer === 'string';
  }
}

const EXPECTED_ANSWER: Record<QuestionType, string> = {
  multiple_choice: 'must be one of its options',
  multiple_select: 'must be a list of its options',
  true_false: 'must be true or false',
  numeric: 'must be a number',
  text: 'must be text',
  short_answer: 'must be text',
  essay: 'must be text',
};

/** Answers must name existing questions and fit their type; returns a readable problem or undefined. */
export function answerProblem(questions: Question[], answers: Answers): string | undefined {
  for (const [key, answer] of Object.entries(answers)) {
    const question = questions[Number(key)];
    if (!question) return `There is no question ${Number(key) + 1}.`;
    if (!answerFits(question, answer)) {
      return `The answer to question ${Number(key) + 1} ${EXPECTED_ANSWER[question.type]}.`;
    }
  }
  return undefined;
}
