import type { Answers, Question } from '@somo/contract/assessments';
import { attemptResult, type AttemptResult } from '@somo/contract/progress';

export type Marking = { markedQuestions: number; awaitingMarking: number };

export type Grade = Marking & {
  correctAnswers: number;
  totalQuestions: number;
  score: number;
  percentage: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A hand grade from the instructor wins; otherwise multiple choice compares option indexes and a text answer
 * matches the expected answer trimmed and case-insensitive (no expected answer: not correct until graded).
 */
export function isCorrect(
  question: Question,
  answer: Answers[string] | undefined,
  manualGrade?: boolean,
): boolean {
  if (manualGrade !== undefined) return manualGrade;
  if (answer === undefined) return false;
  if (question.type === 'multiple_choice') return answer === question.correct_answer;
  const expected = question.correct_answer;
  return (
    expected !== null &&
    typeof answer === 'string' &&
    answer.trim().toLowerCase() === expected.trim().toLowerCase()
  );
}

/**
 * A written answer to a text question without an expected answer waits for the instructor until they mark
 * it. An unanswered question has nothing to mark: it is simply not correct.
 */
export function awaitsMarking(
  question: Question,
  answer: Answers[string] | undefined,
  manualGrade?: boolean,
): boolean {
  if (manualGrade !== undefined || question.type !== 'text' || question.correct_answer !== null) return false;
  return typeof answer === 'string' && answer.trim().length > 0;
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
 * Every question weighs the same share of the assessment's total points. An answer awaiting marking counts as
 * not correct for now, so the score can only go up once it is marked.
 */
export function gradeAnswers(
  questions: Question[],
  answers: Answers,
  manualGrades: Record<string, boolean>,
  totalPoints: number,
): Grade {
  const totalQuestions = questions.length;
  const correctAnswers = questions.filter((question, index) =>
    isCorrect(question, answers[String(index)], manualGrades[String(index)]),
  ).length;
  const share = totalQuestions === 0 ? 0 : correctAnswers / totalQuestions;
  return {
    correctAnswers,
    totalQuestions,
    score: round2(share * totalPoints),
    percentage: round2(share * 100),
    ...markingOf(questions, answers, manualGrades),
  };
}

type FinishedAttempt = {
  percentage: number | null;
  answers: Answers;
  manualGrades: Record<string, boolean>;
};

/** A finished attempt's marking and result (progress.ts attemptResult), from its saved answers and marks. */
export function attemptOutcome(
  assessment: { questions: Question[]; passingScore: number },
  attempt: FinishedAttempt,
): Marking & { result: AttemptResult } {
  const marking = markingOf(assessment.questions, attempt.answers, attempt.manualGrades);
  const result = attemptResult({
    percentage: attempt.percentage ?? 0,
    passing_score: assessment.passingScore,
    awaiting_marking: marking.awaitingMarking,
  });
  return { ...marking, result };
}

/** Answers must name existing questions and fit their type; returns a readable problem or undefined. */
export function answerProblem(questions: Question[], answers: Answers): string | undefined {
  for (const [key, answer] of Object.entries(answers)) {
    const question = questions[Number(key)];
    if (!question) return `There is no question ${Number(key) + 1}.`;
    if (question.type === 'multiple_choice') {
      if (typeof answer !== 'number' || answer >= question.options.length) {
        return `The answer to question ${Number(key) + 1} must be one of its options.`;
      }
    } else if (typeof answer !== 'string') {
      return `The answer to question ${Number(key) + 1} must be text.`;
    }
  }
  return undefined;
}
