import {
  matchesAcceptedAnswer,
  withinTolerance,
  type Answers,
  type InstructorAssessment,
} from '@somo/contract/assessments';
import { isAnswered } from './answered-questions';

// The submission review reads isAnswered from here, beside the verdicts it shows.
export { isAnswered };

type AnswerValue = Answers[string];
type ReviewQuestion = InstructorAssessment['questions'][number];

export type AnswerVerdict =
  | { correct: boolean; source: 'manual' }
  | { correct: boolean; source: 'automatic' }
  /** A written answer with no expected answer that nobody has graded: it counts as not correct for now. */
  | { correct: false; source: 'ungraded' };

const sameOptions = (chosen: number[], correct: number[]) => {
  const picked = new Set(chosen);
  return picked.size === correct.length && correct.every((index) => picked.has(index));
};

/** Whether an answer earns the whole question by the rule the server grades by. */
function earnsFullCredit(question: ReviewQuestion, answer: AnswerValue): boolean {
  switch (question.type) {
    case 'multiple_choice':
    case 'true_false':
      return answer === question.correct_answer;
    case 'multiple_select':
      return Array.isArray(answer) && sameOptions(answer, question.correct_answers);
    case 'text':
      return (
        question.correct_answer !== null &&
        typeof answer === 'string' &&
        answer.trim().toLowerCase() === question.correct_answer.trim().toLowerCase()
      );
    case 'short_answer':
      return typeof answer === 'string' && matchesAcceptedAnswer(answer, question.accepted_answers);
    case 'numeric':
      return typeof answer === 'number' && withinTolerance(answer, question);
    case 'essay':
      return false;
  }
}

const marksByHand = (question: ReviewQuestion) =>
  question.type === 'essay' || (question.type === 'text' && question.correct_answer === null);

/**
 * The same rule the server grades by: the instructor's hand grade wins; otherwise each question type checks its
 * answer (multiple choice compares option indexes; text matches the expected answer trimmed and
 * case-insensitive). A blank answer to a question marked by hand has nothing to mark: it is simply not correct.
 */
export function answerVerdict(
  question: ReviewQuestion,
  answer: AnswerValue | undefined,
  manualGrade: boolean | undefined,
): AnswerVerdict {
  if (manualGrade !== undefined) return { correct: manualGrade, source: 'manual' };
  if (marksByHand(question) && isAnswered(answer)) return { correct: false, source: 'ungraded' };
  return { correct: answer !== undefined && earnsFullCredit(question, answer), source: 'automatic' };
}
