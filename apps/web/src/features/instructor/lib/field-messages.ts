import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  MAX_ASSESSMENT_QUESTIONS,
  MAX_QUESTION_POINTS,
  MAX_TAG_LENGTH,
  MAX_TAGS,
} from '@somo/contract/assessments';
import { LIMITS } from '@somo/contract/limits';

/**
 * A field's error arrives as the contract's English words: from its zod schema in the browser, from the
 * server's `fields`, or from the forms' own rules below. Each known one is shown in the interface language;
 * `englishKey` is the exact English text to recognise it by, and anything unknown is shown as it came.
 */
type FieldMessage = { englishKey: string; text: MessageDescriptor };

const titleMax = LIMITS.courseTitle;
const descriptionMax = LIMITS.courseDescription;
const contentMax = LIMITS.lessonContent;
const maxPoints = MAX_QUESTION_POINTS;
const maxQuestions = MAX_ASSESSMENT_QUESTIONS;
const maxTags = MAX_TAGS;
const maxTagLength = MAX_TAG_LENGTH;

/** The course form's own rules say these (spec 02 §5), in the same words as the server. */
export const COURSE_FIELD_MESSAGES = {
  titleRequired: { englishKey: 'Title is required', text: msg`Title is required` },
  titleTooLong: {
    englishKey: `Title must be at most ${titleMax} characters`,
    text: msg`Title must be at most ${titleMax} characters`,
  },
  descriptionRequired: { englishKey: 'Description is required', text: msg`Description is required` },
  descriptionTooLong: {
    englishKey: `Description must be at most ${descriptionMax} characters`,
    text: msg`Description must be at most ${descriptionMax} characters`,
  },
  priceNegative: { englishKey: 'Price must be 0 or more', text: msg`Price must be 0 or more` },
} satisfies Record<string, FieldMessage>;

const CONTRACT_MESSAGES: FieldMessage[] = [
  ...Object.values(COURSE_FIELD_MESSAGES),
  { englishKey: 'Price must be a number', text: msg`Price must be a number` },
  { englishKey: 'Price is too large', text: msg`Price is too large` },
  { englishKey: 'Please enter a lesson title', text: msg`Please enter a lesson title` },
  { englishKey: 'Content must be text', text: msg`Content must be text` },
  {
    englishKey: `Content must be at most ${contentMax} characters`,
    text: msg`Content must be at most ${contentMax} characters`,
  },
  { englishKey: 'Video URL is too long', text: msg`Video URL is too long` },
  { englishKey: 'Please enter a valid URL', text: msg`Please enter a valid URL` },
  {
    englishKey:
      'Only YouTube and Vimeo links can be played. Upload the video as an MP4 or WebM file instead.',
    text: msg`Only YouTube and Vimeo links can be played. Upload the video as an MP4 or WebM file instead.`,
  },
  {
    englishKey:
      'Every image needs a description (alt text): write it between the brackets of ![description](address).',
    text: msg`Every image needs a description (alt text): write it between the brackets of ![description](address).`,
  },
  { englishKey: 'Question text is required', text: msg`Question text is required` },
  {
    englishKey: 'Questions must be at most 2000 characters',
    text: msg`Questions must be at most 2000 characters`,
  },
  { englishKey: 'All options must have text', text: msg`All options must have text` },
  { englishKey: 'At least 2 options are required', text: msg`At least 2 options are required` },
  { englishKey: 'At most 10 options', text: msg`At most 10 options` },
  { englishKey: 'Options must be at most 500 characters', text: msg`Options must be at most 500 characters` },
  { englishKey: 'Choose the correct answer', text: msg`Choose the correct answer` },
  {
    englishKey: 'Expected answers must be at most 500 characters',
    text: msg`Expected answers must be at most 500 characters`,
  },
  { englishKey: 'Choose true or false', text: msg`Choose true or false` },
  { englishKey: 'Choose at least one correct option', text: msg`Choose at least one correct option` },
  {
    englishKey: 'Correct options must be among the options',
    text: msg`Correct options must be among the options`,
  },
  { englishKey: 'Choose each correct option once', text: msg`Choose each correct option once` },
  { englishKey: 'Add at least one accepted answer', text: msg`Add at least one accepted answer` },
  { englishKey: 'Accepted answers must have text', text: msg`Accepted answers must have text` },
  {
    englishKey: 'Accepted answers must be at most 500 characters',
    text: msg`Accepted answers must be at most 500 characters`,
  },
  { englishKey: 'At most 20 accepted answers', text: msg`At most 20 accepted answers` },
  { englishKey: 'Enter the correct number', text: msg`Enter the correct number` },
  { englishKey: 'Tolerance must be 0 or more', text: msg`Tolerance must be 0 or more` },
  { englishKey: 'Points must be a number', text: msg`Points must be a number` },
  { englishKey: 'Points must be more than 0', text: msg`Points must be more than 0` },
  { englishKey: 'Points can have at most 2 decimals', text: msg`Points can have at most 2 decimals` },
  {
    englishKey: 'Feedback must be at most 2000 characters',
    text: msg`Feedback must be at most 2000 characters`,
  },
  {
    englishKey: 'Question points must add up to the total points',
    text: msg`Question points must add up to the total points`,
  },
  {
    englishKey: 'Question points must leave some of the total points for the questions without points',
    text: msg`Question points must leave some of the total points for the questions without points`,
  },
  {
    englishKey: 'Choose at least one question from the bank',
    text: msg`Choose at least one question from the bank`,
  },
  { englishKey: 'Choose each question once', text: msg`Choose each question once` },
  { englishKey: 'Say how many questions to draw', text: msg`Say how many questions to draw` },
  { englishKey: 'Draw at least 1 question', text: msg`Draw at least 1 question` },
  { englishKey: 'Tags cannot be empty', text: msg`Tags cannot be empty` },
  { englishKey: 'Tags cannot contain / or |', text: msg`Tags cannot contain / or |` },
  {
    englishKey: `Points must be at most ${MAX_QUESTION_POINTS}`,
    text: msg`Points must be at most ${maxPoints}`,
  },
  {
    englishKey: `Draw at most ${MAX_ASSESSMENT_QUESTIONS} questions`,
    text: msg`Draw at most ${maxQuestions} questions`,
  },
  { englishKey: `At most ${MAX_TAGS} tags`, text: msg`At most ${maxTags} tags` },
  {
    englishKey: `Tags must be at most ${MAX_TAG_LENGTH} characters`,
    text: msg`Tags must be at most ${maxTagLength} characters`,
  },
  { englishKey: 'Enter a valid date and time', text: msg`Enter a valid date and time` },
  { englishKey: 'Duration must be at least 1 minute', text: msg`Duration must be at least 1 minute` },
  {
    englishKey: 'Duration must be a whole number of minutes',
    text: msg`Duration must be a whole number of minutes`,
  },
  { englishKey: 'Duration must be at most 1440 minutes', text: msg`Duration must be at most 1440 minutes` },
  { englishKey: 'Total points must be at least 1', text: msg`Total points must be at least 1` },
  { englishKey: 'Total points must be a whole number', text: msg`Total points must be a whole number` },
  { englishKey: 'Total points must be at most 10000', text: msg`Total points must be at most 10000` },
  {
    englishKey: 'Passing score must be between 0 and 100',
    text: msg`Passing score must be between 0 and 100`,
  },
  { englishKey: 'Attempts allowed must be at least 1', text: msg`Attempts allowed must be at least 1` },
  {
    englishKey: 'Attempts allowed must be a whole number',
    text: msg`Attempts allowed must be a whole number`,
  },
  { englishKey: 'Attempts allowed must be at most 100', text: msg`Attempts allowed must be at most 100` },
  { englishKey: 'At least one question is required', text: msg`At least one question is required` },
  { englishKey: 'At most 200 questions', text: msg`At most 200 questions` },
  { englishKey: 'Due date must be after start date', text: msg`Due date must be after start date` },
  {
    englishKey: 'Remove the control characters (such as NUL) from this text.',
    text: msg`Remove the control characters (such as NUL) from this text.`,
  },
];

const BY_ENGLISH = new Map(CONTRACT_MESSAGES.map(({ englishKey, text }) => [englishKey, text]));

/** A field's error in the interface language; one the catalogue does not know stays as it came. */
export function fieldMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (!message) return message;
  const known = BY_ENGLISH.get(message);
  return known ? i18n._(known) : message;
}

/** `fieldMessage` for the current language; the form re-renders when it changes. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (message) => fieldMessage(i18n, message);
}
