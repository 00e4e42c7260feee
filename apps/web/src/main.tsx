import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { setDisplayTimeZone } from './lib/format';
import { activateLanguage } from './lib/i18n/i18n';
import { guestLanguage, isLanguage } from './lib/i18n/languages';
import { queryClient } from './lib/query-client';
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

// The offline worker is fetched after the page has loaded, so it never delays a first visit. The dev server
// has no /sw.js.
function registerOfflineWorker() {
  void import('./pwa/register-service-worker').then(({ registerServiceWorker }) =>
    registerServiceWorker({ onFirstControl: refetchShownAnswers, onFreshAnswer: refetchShownAnswers }),
  );
}

/**
 * Asks again for what the page shows: when the first worker takes the page over after its answers have come
 * (asked through the worker, they are kept, so the lesson open now reads offline), and when the worker showed a
 * kept answer that has changed since.
 */
function refetchShownAnswers() {
  void queryClient.refetchQueries({ type: 'active' });
}

if (import.meta.env.PROD) {
  if (document.readyState === 'complete') registerOfflineWorker();
  else window.addEventListener('load', registerOfflineWorker, { once: true });
}
