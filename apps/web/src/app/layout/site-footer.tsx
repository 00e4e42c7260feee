import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '../../lib/auth/auth-context';
import { useLanguage } from '../../lib/i18n/language-context';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/i18n/languages';
import { paths } from '../../lib/paths';

/** Guests pick the interface language here; a signed-in user's comes from their profile settings. */
function LanguageSwitcher() {
  const { t } = useLingui();
  const { language, chooseGuestLanguage } = useLanguage();
  return (
    <label className="flex items-center gap-2">
      <span>{t`Language`}</span>
      <select
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-700"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) chooseGuestLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SiteFooter() {
  const { t } = useLingui();
  const { user } = useAuth();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          <Trans>© {year} Somo. Learning for everyone, everywhere.</Trans>
        </p>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
          <nav aria-label={t`Footer`}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link to={paths.courses()} className="hover:text-slate-900">
                  <Trans>Courses</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.terms()} className="hover:text-slate-900">
                  <Trans>Terms of Service</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.privacy()} className="hover:text-slate-900">
                  <Trans>Privacy Policy</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          {user ? null : <LanguageSwitcher />}
        </div>
      </div>
    </footer>
  );
}
