import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { RoleSidebar } from './role-sidebar';
import { SiteHeader } from './site-header';

/** Header and the role sidebar; guests get the same frame without a sidebar. */
export function AppLayout() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader fluid />
      <div className="flex flex-1">
        {user ? <RoleSidebar role={user.role} /> : null}
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
