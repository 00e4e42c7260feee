import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The sentences these forms can show that come from elsewhere in English: the contract's schemas (checked here
 * before sending) and the server (field errors and its answers). Each English sentence is its own key, so a
 * reader of another language sees its translation and an unknown sentence still shows as it came. Kept free of
 * the contract's modules, which would bring zod into the pages' first load.
 */
const KNOWN_SENTENCES: Record<string, MessageDescriptor> = {
  'Username is required': msg`Username is required`,
  'Username must be at most 150 characters': msg`Username must be at most 150 characters`,
  'Username may contain only letters, numbers and @/./+/-/_ characters.': msg`Username may contain only letters, numbers and @/./+/-/_ characters.`,
  'Username or email is required': msg`Username or email is required`,
  'Username or email must be at most 254 characters': msg`Username or email must be at most 254 characters`,
  'Email is required': msg`Email is required`,
  'Email must be at most 254 characters': msg`Email must be at most 254 characters`,
  'Enter a valid email address.': msg`Enter a valid email address.`,
  'Password is required': msg`Password is required`,
  'Password must be at least 6 characters long': msg`Password must be at least 6 characters long`,
  'Password must be at most 128 characters long': msg`Password must be at most 128 characters long`,
  'Please confirm your password': msg`Please confirm your password`,
  'Passwords do not match': msg`Passwords do not match`,
  'Invalid username or password': msg`Invalid username or password`,
  'First name must be at most 150 characters': msg`First name must be at most 150 characters`,
  'Last name must be at most 150 characters': msg`Last name must be at most 150 characters`,
  'Choose a role: student, instructor or admin': msg`Choose a role: student, instructor or admin`,
  'A user with that username already exists.': msg`A user with that username already exists.`,
  'A user with that email already exists.': msg`A user with that email already exists.`,
  // The contract's COMMON_PASSWORD_MESSAGE.
  'This password is too common.': msg`This password is too common.`,
  'This password reset link is incomplete.': msg`This password reset link is incomplete.`,
  'This password reset link is not valid.': msg`This password reset link is not valid.`,
  'This password reset link is invalid or has expired. Please ask for a new one.': msg`This password reset link is invalid or has expired. Please ask for a new one.`,
  'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, within 30 minutes.': msg`If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, within 30 minutes.`,
  'Your password has been reset. You can now sign in with your new password.': msg`Your password has been reset. You can now sign in with your new password.`,
};

/** A known English sentence in the reader's language; any other as it came. */
export function translateSentence(i18n: I18n, sentence: string): string {
  const known = Object.hasOwn(KNOWN_SENTENCES, sentence) ? KNOWN_SENTENCES[sentence] : undefined;
  return known ? i18n._(known) : sentence;
}
