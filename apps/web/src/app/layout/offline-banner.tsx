import { useEffect, useState } from 'react';
import { WifiOff } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { useOnlineStatus } from '../../lib/use-online-status';

/** The banner's height, for what sticks under the site header (the exam's header): it grows by the banner. */
const OFFLINE_BANNER_HEIGHT = '--offline-banner-height';

/** Keeps OFFLINE_BANNER_HEIGHT on the page equal to the element's height while it is shown. */
function usePublishedHeight(element: HTMLElement | null) {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(OFFLINE_BANNER_HEIGHT, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(OFFLINE_BANNER_HEIGHT);
    };
  }, [element]);
}

/**
 * A calm banner across the top of every page while the browser is offline, gone again on reconnect: the
 * connection is lost, what still works, and that nothing is lost. The live region is always there (empty while
 * online), so screen readers announce the change, politely.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  // A callback ref as state: the height is published once the banner is on the page, and withdrawn when it goes.
  const [banner, setBanner] = useState<HTMLDivElement | null>(null);
  usePublishedHeight(banner);
  return (
    // The status role stays with each page's own status message.
    <div aria-live="polite" aria-atomic="true">
      {online ? null : (
        <div
          ref={setBanner}
          className="border-b border-warning-200 bg-warning-50 px-4 py-2 text-xs text-warning-800 sm:px-6 sm:py-2.5 sm:text-sm lg:px-8"
        >
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
