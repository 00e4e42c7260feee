import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { SessionUser } from '@somo/contract/auth';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { storeTokens, storeUser } from '../lib/session-storage';

export const student: SessionUser = {
  id: 1,
  username: 'amina',
  first_name: 'Amina',
  last_name: 'Nakato',
  email: 'amina@example.com',
  role: 'student',
  language_preference: 'en',
  timezone: 'UTC',
};

export function signInAs(user: SessionUser) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  storeUser(user);
}

/** The whole app (providers, router, guards, lazy pages) at one URL. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      {/* What 'react-router/dom' adds; imported from there, Node would load a second copy of the router. */}
      <RouterProvider
        router={router}
        flushSync={(update) => {
          flushSync(update);
        }}
      />
    </AppProviders>,
  );
  return { router, user };
}
