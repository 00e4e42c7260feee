import { Suspense, lazy } from 'react';
import { Link, NavLink } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '../../components/ui/avatar';
import { buttonStyles } from '../../components/ui/button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/cn';
import { lazyOptional } from '../../lib/lazy-optional';
import { paths } from '../../lib/paths';
import { displayName } from '../../lib/user-display';
import { MobileNav } from './mobile-nav';
import { SiteLogo } from './site-logo';

// Only signed-in users need the menu (and the positioning code it brings), so guests never download it.
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

// Not in any page's first download (public pages have a strict budget): it comes right after the first render,
// while there still is a connection, or from the offline worker's cache. Failing that, there is no banner.
const OfflineBanner = lazyOptional(async () => (await import('./offline-banner')).OfflineBanner);

const navLinkStyles = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

type SiteHeaderProps = {
  /** Spans the whole width, for pages with a sidebar. */
  fluid?: boolean;
};

export function SiteHeader({ fluid = false }: SiteHeaderProps) {
  const { t } = useLingui();
  const { user, status } = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      {/* In the sticky header, so it stays in sight however far the page is scrolled. */}
      <Suspense fallback={null}>
        <OfflineBanner />
      </Suspense>
      <div
        className={cn(
          'flex h-16 items-center gap-2 px-4 sm:gap-4 sm:px-6',
          fluid ? 'w-full lg:px-6' : 'mx-auto max-w-7xl lg:px-8',
        )}
      >
        <MobileNav />
        <SiteLogo />
        <nav aria-label={t`Main`} className="ms-4 hidden items-center gap-1 md:flex">
          {user ? (
            <>
              <NavLink to={paths.roleDashboard(user.role)} className={navLinkStyles}>
                <Trans>Dashboard</Trans>
              </NavLink>
              <NavLink to={paths.courses()} className={navLinkStyles}>
                <Trans>Courses</Trans>
              </NavLink>
            </>
          ) : null}
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          {user ? (
            <>
              <NotificationBell />
              <Suspense fallback={<Avatar name={displayName(user)} />}>
                <ProfileMenu user={user} />
              </Suspense>
            </>
          ) : status === 'loading' ? null : (
            <>
              <NavLink
                to={paths.courses()}
                className={cn(navLinkStyles({ isActive: false }), 'hidden md:block')}
              >
                <Trans>Explore</Trans>
              </NavLink>
              <Link
                to={paths.login()}
                className={buttonStyles({
                  variant: 'ghost',
                  size: 'sm',
                  className: 'hidden min-[400px]:inline-flex',
                })}
              >
                <Trans>Sign In</Trans>
              </Link>
              <Link to={paths.register()} className={buttonStyles({ size: 'sm' })}>
                <Trans>Get Started</Trans>
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
