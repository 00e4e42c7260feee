import type { Answers } from '@somo/contract/assessments';

// Types only from the contract: the exam screens import this module, and the contract's values bring zod along.

/** Something chosen or written: text needs more than spaces, a list of options at least one of them. */
export function isAnswered(answer: Answers[string] | undefined): boolean {
  if (typeof answer === 'string') return answer.trim().length > 0;
  if (Array.isArray(answer)) return answer.length > 0;
  return answer !== undefined;
}

/** Question numbers (1-based) with no answer yet, for the submit confirmation. */
export function unansweredNumbers(questionCount: number, answers: Answers): number[] {
  return Array.from({ length: questionCount }, (_, index) => index)
    .filter((index) => !isAnswered(answers[String(index)]))
    .map((index) => index + 1);
}
