import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldMessage } from './field-messages';

/**
 * Why an import skipped a question, as the server words it in English (its GIFT and CSV readers), in the
 * interface language. A question the contract refuses is skipped with the contract's own words, which the field
 * messages know; anything else is shown as it came.
 */
const SKIP_REASONS: { englishKey: string; text: MessageDescriptor }[] = [
  { englishKey: 'No numeric answer gets full credit.', text: msg`No numeric answer gets full credit.` },
  {
    englishKey: 'Numeric answers must look like 3.14, 3.14:0.01 or 3.13..3.15.',
    text: msg`Numeric answers must look like 3.14, 3.14:0.01 or 3.13..3.15.`,
  },
  { englishKey: 'No answer gets full credit.', text: msg`No answer gets full credit.` },
  {
    englishKey: 'Several right answers to a one-answer question are not supported.',
    text: msg`Several right answers to a one-answer question are not supported.`,
  },
  {
    englishKey: 'Partly right or penalised answers to a one-answer question are not supported.',
    text: msg`Partly right or penalised answers to a one-answer question are not supported.`,
  },
  { englishKey: 'No answer is marked right.', text: msg`No answer is marked right.` },
  {
    englishKey: "The right answers' weights must add up to 100%.",
    text: msg`The right answers' weights must add up to 100%.`,
  },
  { englishKey: 'Each answer must start with = or ~.', text: msg`Each answer must start with = or ~.` },
  { englishKey: 'Matching questions are not supported.', text: msg`Matching questions are not supported.` },
  { englishKey: 'The title is not closed with ::.', text: msg`The title is not closed with ::.` },
  {
    englishKey: 'No answers in braces: a description, not a question.',
    text: msg`No answers in braces: a description, not a question.`,
  },
  {
    englishKey: 'The answers must be enclosed in { and }.',
    text: msg`The answers must be enclosed in '{' and '}'.`,
  },
  {
    englishKey: 'Missing-word questions (text after the answers) are not supported.',
    text: msg`Missing-word questions (text after the answers) are not supported.`,
  },
  { englishKey: 'Not a valid question.', text: msg`Not a valid question.` },
  {
    englishKey: 'The first row must name the columns, type and question at least.',
    text: msg`The first row must name the columns, type and question at least.`,
  },
  {
    englishKey: 'A quoted cell is not closed: nothing after it can be read.',
    text: msg`A quoted cell is not closed: nothing after it can be read.`,
  },
  {
    englishKey: 'This row has more cells than the header: put text with commas in double quotes.',
    text: msg`This row has more cells than the header: put text with commas in double quotes.`,
  },
  {
    englishKey: 'Only multiple_choice and multiple_select questions have options.',
    text: msg`Only multiple_choice and multiple_select questions have options.`,
  },
  {
    englishKey: 'Only numeric questions have a tolerance.',
    text: msg`Only numeric questions have a tolerance.`,
  },
  {
    englishKey: 'Only multiple_select questions give partial credit.',
    text: msg`Only multiple_select questions give partial credit.`,
  },
  { englishKey: 'Essays have no correct answer.', text: msg`Essays have no correct answer.` },
  {
    englishKey: 'Give the correct option by its number, counting from 1.',
    text: msg`Give the correct option by its number, counting from 1.`,
  },
  {
    englishKey: 'Give the correct options by their numbers, counting from 1, separated by |.',
    text: msg`Give the correct options by their numbers, counting from 1, separated by |.`,
  },
  { englishKey: 'partial_credit must be yes or no.', text: msg`partial_credit must be yes or no.` },
  { englishKey: 'Each column may be named only once.', text: msg`Each column may be named only once.` },
  { englishKey: 'The tags are not valid.', text: msg`The tags are not valid.` },
];

const BY_ENGLISH = new Map(SKIP_REASONS.map(({ englishKey, text }) => [englishKey, text]));

export function skipReason(i18n: I18n, reason: string): string {
  const known = BY_ENGLISH.get(reason);
  return known ? i18n._(known) : (fieldMessage(i18n, reason) ?? reason);
}
