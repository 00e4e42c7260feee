import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './i18n/i18n';

/**
 * A fixed table of labels (roles, statuses …) read like plain strings, each one in the interface language of
 * the moment it is read: a table kept at module level cannot be translated once, when the module loads.
 * A component that reads one must take part in language changes (useLingui) to be drawn again on a switch.
 */
export function translatedLabels<Key extends string>(
  messages: Record<Key, MessageDescriptor>,
): Readonly<Record<Key, string>> {
  const labels = {} as Record<Key, string>;
  for (const key of Object.keys(messages) as Key[]) {
    Object.defineProperty(labels, key, { enumerable: true, get: () => i18n._(messages[key]) });
  }
  return labels;
}
