import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { useAuth } from '../auth/auth-context';
import { setDisplayTimeZone } from '../format';
import { activateLanguage, i18n } from './i18n';
import { LanguageContext } from './language-context';
import { guestLanguage, isLanguage, storeGuestLanguage, type Language } from './languages';

/**
 * Keeps the interface in the reader's language: a signed-in user's profile setting, a guest's choice or
 * browser. A change (profile saved, footer picked, sign-in, sign-out) switches the app at once, no reload.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [guest, setGuest] = useState<Language>(guestLanguage);
  const profileLanguage = user?.language_preference;
  const language = isLanguage(profileLanguage) ? profileLanguage : guest;
  const timeZone = user?.timezone;
  const signedIn = user !== null;

  useEffect(() => {
    // A catalogue that cannot be downloaded (offline) leaves the interface in the language it was in.
    activateLanguage(language, { signedIn }).catch(() => undefined);
  }, [language, signedIn]);

  useEffect(() => {
    setDisplayTimeZone(timeZone);
  }, [timeZone]);

  const chooseGuestLanguage = useCallback((chosen: Language) => {
    storeGuestLanguage(chosen);
    setGuest(chosen);
  }, []);

  const value = useMemo(() => ({ language, chooseGuestLanguage }), [language, chooseGuestLanguage]);
  return (
    <I18nProvider i18n={i18n}>
      <LanguageContext value={value}>{children}</LanguageContext>
    </I18nProvider>
  );
}
