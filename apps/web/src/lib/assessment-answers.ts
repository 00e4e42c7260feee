import type { Answers, InstructorAssessment } from '@somo/contract/assessments';

type AnswerValue = Answers[string];
type ReviewQuestion = InstructorAssessment['questions'][number];

/** A multiple-choice pick, or text with something in it besides spaces. */
export function isAnswered(answer: AnswerValue | undefined): boolean {
  if (answer === undefined) return false;
  return typeof answer === 'number' || answer.trim().length > 0;
}

/** Question numbers (1-based) with no answer yet, for the submit confirmation. */
export function unansweredNumbers(questionCount: number, answers: Answers): number[] {
  return Array.from({ length: questionCount }, (_, index) => index)
    .filter((index) => !isAnswered(answers[String(index)]))
    .map((index) => index + 1);
}

export type AnswerVerdict =
  | { correct: boolean; source: 'manual' }
  | { correct: boolean; source: 'automatic' }
  /** A written answer with no expected answer that nobody has graded: it counts as not correct for now. */
  | { correct: false; source: 'ungraded' };

/**
 * The same rule the server grades by: the instructor's hand grade wins; multiple choice compares option
 * indexes; text matches the expected answer trimmed and case-insensitive. A blank answer to a text question
 * without an expected answer has nothing to mark: it is simply not correct.
 */
export function answerVerdict(
  question: ReviewQuestion,
  answer: AnswerValue | undefined,
  manualGrade: boolean | undefined,
): AnswerVerdict {
  if (manualGrade !== undefined) return { correct: manualGrade, source: 'manual' };
  if (question.type === 'multiple_choice') {
    return { correct: answer !== undefined && answer === question.correct_answer, source: 'automatic' };
  }
  const expected = typeof question.correct_answer === 'string' ? question.correct_answer : null;
  if (expected === null) {
    return isAnswered(answer)
      ? { correct: false, source: 'ungraded' }
      : { correct: false, source: 'automatic' };
  }
  return {
    correct: typeof answer === 'string' && answer.trim().toLowerCase() === expected.trim().toLowerCase(),
    source: 'automatic',
  };
}
