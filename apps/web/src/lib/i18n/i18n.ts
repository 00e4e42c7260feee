import { i18n, type Messages } from '@lingui/core';
import type { Language } from './languages';

// English messages travel in the code beside their ids, compiled at build time (English is the source
// language), so English needs no catalogue. Every other language is downloaded in parts, each when a screen
// first needs it, so a guest's first page in any language carries only the texts it shows.
i18n.loadAndActivate({ locale: 'en', messages: {} });

type Catalogue = () => Promise<{ messages: Messages }>;
type Translated = Exclude<Language, 'en'>;

/**
 * The texts a screen needs beyond the frame's (`shared` and `errors`, always loaded): the course pages', the
 * sign-in pages', the legal pages', the certificate verification page's, or `all` for the signed-in areas,
 * whose screens draw on every feature.
 */
export type TextPart = 'courses' | 'auth' | 'legal' | 'certificates' | 'all';

// One chunk per public catalogue, so each public page downloads only its own; the signed-in screens' texts
// travel together in one chunk per language.
const PUBLIC_CATALOGUES = import.meta.glob<{ messages: Messages }>(
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file pattern, not a text
  '../../locales/{fr,es,sw}/{shared,errors,courses,auth,legal,certificates}.po',
);
const SIGNED_IN: Record<Translated, Catalogue> = {
  fr: () => import('../../locales/fr-signed-in'),
  es: () => import('../../locales/es-signed-in'),
  sw: () => import('../../locales/sw-signed-in'),
};

const FRAME = ['shared', 'errors'];
const PUBLIC_PARTS = ['courses', 'auth', 'legal', 'certificates'];

function cataloguesOf(language: Translated, part: TextPart | 'frame'): Catalogue[] {
  const publicOne = (name: string) => PUBLIC_CATALOGUES[`../../locales/${language}/${name}.po`] as Catalogue;
  if (part === 'frame') return FRAME.map(publicOne);
  if (part === 'all') return [...PUBLIC_PARTS.map(publicOne), SIGNED_IN[language]];
  return [publicOne(part)];
}

/** Languages written right to left; adding one is its catalogues and an entry here. */
const RIGHT_TO_LEFT = new Set<string>([]);

let latest: Language = 'en';
/** The parts the screens shown so far have needed: a switch of language brings them all along. */
const wanted = new Set<TextPart>();
/** Per language, the parts downloaded or on their way. */
const downloads = new Map<string, Promise<void>>();

function showLanguage(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/** Downloads one part of a language into Lingui (once), without activating it. */
function download(language: Translated, part: TextPart | 'frame'): Promise<void> {
  const key = `${language}:${part}`;
  let pending = downloads.get(key);
  if (!pending) {
    pending = Promise.all(cataloguesOf(language, part).map((load) => load())).then((modules) => {
      i18n.load(language, Object.assign({}, ...modules.map((module) => module.messages)));
    });
    // A failed download (offline) may be tried again by the next screen that needs it.
    pending.catch(() => downloads.delete(key));
    downloads.set(key, pending);
  }
  return pending;
}

/**
 * Makes sure a screen's texts are here in the current language before it is drawn (route loaders await it).
 * Offline, a part that cannot be downloaded leaves that screen in English rather than not showing it.
 */
export async function loadTexts(part: TextPart): Promise<void> {
  wanted.add(part);
  const language = latest;
  if (language === 'en') return;
  await download(language, part).catch(() => undefined);
}

/**
 * Switches the whole interface to `language` once the frame's texts and those of every screen needed so far
 * are here (`signedIn` also brings the signed-in areas' texts). If another language was asked for meanwhile,
 * the later one wins.
 */
export async function activateLanguage(
  language: Language,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<void> {
  latest = language;
  if (signedIn) wanted.add('all');
  if (language === 'en') {
    i18n.activate('en');
    showLanguage('en');
    return;
  }
  await Promise.all([download(language, 'frame'), ...[...wanted].map((part) => download(language, part))]);
  if (latest !== language) return;
  i18n.activate(language);
  showLanguage(language);
}

export { i18n };
