import type { Answers, Question } from '@somo/contract/assessments';

export type Grade = { correctAnswers: number; totalQuestions: number; score: number; percentage: number };

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

/** Every question weighs the same share of the assessment's total points. */
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
  };
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
