import type { Messages } from '@lingui/core';
import type { Language } from '../lib/i18n/languages';

const catalogues = import.meta.glob<{ messages: Messages }>('../locales/*/*.po', { eager: true });

/** Every text of one language, all features together, for tests that read a screen or a helper in it. */
export function messagesOf(language: Exclude<Language, 'en'>): Messages {
  return Object.assign(
    {},
    ...Object.entries(catalogues)
      .filter(([file]) => file.startsWith(`../locales/${language}/`))
      .map(([, module]) => module.messages),
  );
}
