import { createContext, useContext } from 'react';
import type { Language } from './languages';

export type LanguageContextValue = {
  /** The interface language now. */
  language: Language;
  /** A guest's choice from the footer; kept on this device. Signed-in users choose in their profile. */
  chooseGuestLanguage: (language: Language) => void;
};

export const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
