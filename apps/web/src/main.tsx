import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { setDisplayTimeZone } from './lib/format';
import { activateLanguage } from './lib/i18n/i18n';
import { guestLanguage, isLanguage } from './lib/i18n/languages';
import { getStoredUser } from './lib/session-storage';
import './styles.css';

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first screen is drawn in the reader's language: their catalogue (if not English) comes first.
const storedUser = getStoredUser();
const language = isLanguage(storedUser?.language_preference)
  ? storedUser.language_preference
  : guestLanguage();
setDisplayTimeZone(storedUser?.timezone);
void activateLanguage(language, { signedIn: storedUser !== null }).finally(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);

// The offline worker is set up after the page has loaded, so it never delays a first visit (src/pwa). The dev
// server has no /sw.js.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => void import('./pwa/register-service-worker'), { once: true });
}
