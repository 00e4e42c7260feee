import { Suspense, lazy } from 'react';
import { BellLink } from './bell-link';

// The live menu (list, stream, dropdown) is only for signed-in users, so guests never download it.
const NotificationMenu = lazy(() =>
  import('./notification-menu').then((m) => ({ default: m.NotificationMenu })),
);

/** The header's bell: unread badge, the latest notifications and live updates. */
export function NotificationBell() {
  return (
    <Suspense fallback={<BellLink />}>
      <NotificationMenu />
    </Suspense>
  );
}
