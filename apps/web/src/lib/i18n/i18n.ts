import { i18n, type Messages } from '@lingui/core';
import type { Language } from './languages';

// English messages travel in the code beside their ids, compiled at build time (English is the source
// language), so English needs no catalogue. Every other language comes in two chunks: what the public pages
// need, then the rest, so a guest's first page stays light in every language.
i18n.loadAndActivate({ locale: 'en', messages: {} });

type Catalogue = () => Promise<{ messages: Messages }>;
type Translated = Exclude<Language, 'en'>;

const PUBLIC_PART: Record<Translated, Catalogue> = {
  fr: () => import('../../locales/fr-public'),
  es: () => import('../../locales/es-public'),
  sw: () => import('../../locales/sw-public'),
};

const REST: Record<Translated, Catalogue> = {
  fr: () => import('../../locales/fr-rest'),
  es: () => import('../../locales/es-rest'),
  sw: () => import('../../locales/sw-rest'),
};

/** Languages written right to left; adding one is its catalogues and an entry here. */
const RIGHT_TO_LEFT = new Set<string>([]);

let latest: Language = 'en';

function showLanguage(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/**
 * Switches the whole interface to `language` as soon as its public texts are here, then adds the rest (the
 * screens re-render when it arrives). `whole` waits for everything first, for a signed-in start. If another
 * language was asked for meanwhile, the later one wins.
 */
export async function activateLanguage(language: Language, { whole = false } = {}): Promise<void> {
  latest = language;
  if (language === 'en') {
    i18n.activate('en');
    showLanguage('en');
    return;
  }
  // Asked for at once, in parallel with the public part; offline, those screens read in English for now.
  const rest = REST[language]().catch(() => ({ messages: {} }));
  const parts = await Promise.all(whole ? [PUBLIC_PART[language](), rest] : [PUBLIC_PART[language]()]);
  if (latest !== language) return;
  i18n.loadAndActivate({
    locale: language,
    messages: Object.assign({}, ...parts.map((part) => part.messages)),
  });
  showLanguage(language);
  if (!whole) {
    void rest.then(({ messages }) => {
      if (latest === language) i18n.load(language, messages);
    });
  }
}

export { i18n };
