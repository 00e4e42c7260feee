import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { InstructorAssessmentsPanel } from '../components/instructor-assessments-panel';

/** The Assessments tab of course 1, opened at `search`, without retries so failures show at once. */
export function renderPanel(search = '?tab=assessments') {
  const router = createMemoryRouter(
    [{ path: '/instructor/courses/:courseId/manage', element: <InstructorAssessmentsPanel courseId={1} /> }],
    { initialEntries: [`/instructor/courses/1/manage${search}`] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider
        router={router}
        flushSync={(update) => {
          flushSync(update);
        }}
      />
    </AppProviders>,
  );
  return { user, router };
}
