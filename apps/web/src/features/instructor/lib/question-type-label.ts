import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QuestionType } from '@somo/contract/assessments';

/** What each question type is called wherever the instructor reads questions back (review, statistics). */
export const QUESTION_TYPE_LABELS: Record<QuestionType, MessageDescriptor> = {
  multiple_choice: msg`Multiple choice`,
  text: msg`Text`,
  true_false: msg`True or false`,
  multiple_select: msg`Multiple select`,
  short_answer: msg`Short answer`,
  numeric: msg`Numeric`,
  essay: msg`Essay`,
};
