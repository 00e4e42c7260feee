import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The contract's checks of a new thread or reply answer in English; each sentence is keyed by its English
 * words so the form can show it in the reader's language. The inputs' lengths are capped, so the 'at most N
 * characters' checks cannot fail and are not listed.
 */
const CHECK_MESSAGES: Record<string, MessageDescriptor> = {
  'Please fill in both title and content': msg`Please fill in both title and content`,
  'Reply cannot be empty': msg`Reply cannot be empty`,
};

/** A check's sentence in the reader's language; one this app does not know, as it came. */
export function checkMessage(i18n: I18n, message: string): string {
  const known = CHECK_MESSAGES[message];
  return known ? i18n._(known) : message;
}
