import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Trans } from '@lingui/react/macro';

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100" aria-hidden="true">
      <div className="h-full w-2/5 animate-progress bg-brand-600" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-800 focus:shadow-overlay"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
