import { WifiOff } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { useOnlineStatus } from '../../lib/use-online-status';

/**
 * A calm banner across the top of every page while the browser is offline, gone again on reconnect: the
 * connection is lost, what still works, and that nothing is lost. The live region is always there (empty while
 * online), so screen readers announce the change, politely.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    // The status role stays with each page's own status message.
    <div aria-live="polite" aria-atomic="true">
      {online ? null : (
        <div className="border-b border-warning-200 bg-warning-50 px-4 py-2 text-xs text-warning-800 sm:px-6 sm:py-2.5 sm:text-sm lg:px-8">
          <p className="mx-auto flex max-w-6xl items-start gap-2.5">
            <WifiOff className="mt-0.5 size-4 shrink-0 text-warning-700" aria-hidden="true" />
            <span>
              <strong className="font-semibold">
                <Trans>You are offline.</Trans>
              </strong>{' '}
              <Trans>Pages you have opened still work.</Trans>
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
