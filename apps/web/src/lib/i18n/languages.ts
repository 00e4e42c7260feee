/** The interface languages; the profile's `language_preference` takes the same codes. */
export const LANGUAGES = ['en', 'fr', 'es', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, the way a reader looks for it in a list: never translated. */
/* eslint-disable lingui/no-unlocalized-strings -- endonyms read the same in every interface language */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  sw: 'Kiswahili',
};
/* eslint-enable lingui/no-unlocalized-strings */

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages we speak ('fr-CD' counts as French); English when none is. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

const GUEST_LANGUAGE_KEY = 'somo.language';

/** The language a guest picked in the footer, kept on this device. */
export function storedGuestLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(GUEST_LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeGuestLanguage(language: Language) {
  try {
    localStorage.setItem(GUEST_LANGUAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this visit only.
  }
}

/** A guest reads the language they picked here before, else the first of their browser's that we speak. */
export function guestLanguage(): Language {
  return storedGuestLanguage() ?? browserLanguage(navigator.languages ?? [navigator.language]);
}
