import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FieldError } from 'react-hook-form';
import { COMMON_PASSWORD_MESSAGE } from '@somo/contract/auth';

/**
 * The field messages a person can meet on this page. They come from the contract's schemas (checked here before
 * sending) and from the server, always in English: each English sentence is its own key. The inputs' lengths are
 * capped, so the 'at most N characters' messages of single fields cannot occur and are not listed.
 */
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  'Username is required': msg`Username is required`,
  'Username may contain only letters, numbers and @/./+/-/_ characters.': msg`Username may contain only letters, numbers and @/./+/-/_ characters.`,
  'Email is required': msg`Email is required`,
  'Enter a valid email address.': msg`Enter a valid email address.`,
  'A user with that username already exists.': msg`A user with that username already exists.`,
  'A user with that email already exists.': msg`A user with that email already exists.`,
  'Enter a valid phone number': msg`Enter a valid phone number`,
  'Date of birth cannot be in the future': msg`Date of birth cannot be in the future`,
  'Experience must be a number of years': msg`Experience must be a number of years`,
  'Experience must be a whole number of years': msg`Experience must be a whole number of years`,
  'Experience cannot be negative': msg`Experience cannot be negative`,
  'Experience must be at most 80 years': msg`Experience must be at most 80 years`,
  'At most 30 specializations': msg`At most 30 specializations`,
  'Specialization must be at most 100 characters': msg`Specialization must be at most 100 characters`,
  'Website must be a web address starting with http:// or https://': msg`Website must be a web address starting with http:// or https://`,
  'GitHub must be a web address starting with http:// or https://': msg`GitHub must be a web address starting with http:// or https://`,
  'LinkedIn must be a web address starting with http:// or https://': msg`LinkedIn must be a web address starting with http:// or https://`,
  'Twitter must be a web address starting with http:// or https://': msg`Twitter must be a web address starting with http:// or https://`,
  'Facebook must be a web address starting with http:// or https://': msg`Facebook must be a web address starting with http:// or https://`,
  'Current password is required': msg`Current password is required`,
  'Your current password is incorrect.': msg`Your current password is incorrect.`,
  'Password is required': msg`Password is required`,
  'Password must be at least 6 characters long': msg`Password must be at least 6 characters long`,
  'Password must be at most 128 characters long': msg`Password must be at most 128 characters long`,
  'Please confirm your password': msg`Please confirm your password`,
  'Passwords do not match': msg`Passwords do not match`,
  'Choose a new password that differs from your current one.': msg`Choose a new password that differs from your current one.`,
  [COMMON_PASSWORD_MESSAGE]: msg`This password is too common.`,
};

/** A known sentence in the reader's language; any other one as it came. */
function translateMessage(i18n: I18n, message: string): string {
  const known = Object.hasOwn(FIELD_MESSAGES, message) ? FIELD_MESSAGES[message] : undefined;
  return known ? i18n._(known) : message;
}

/** Reads a form field's error in the reader's language, at render time so a language switch reaches it. */
export function useFieldMessage() {
  const { i18n } = useLingui();
  return (error: FieldError | undefined) =>
    error?.message ? translateMessage(i18n, error.message) : undefined;
}
