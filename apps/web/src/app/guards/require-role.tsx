import { Navigate, Outlet, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Role } from '@somo/contract/auth';
import { LoadingState } from '../../components/ui/spinner';
import { AccessDenied } from '../../components/access-denied';
import { useAuth } from '../../lib/auth/auth-context';
import { paths } from '../../lib/paths';

type RequireRoleProps = {
  roles: readonly Role[];
};

/**
 * Signed-out visitors go to sign-in (remembering this page); a wrong role sees Access Denied here.
 * Someone who has just pressed Sign Out on this page is taken home instead of being asked to sign in.
 */
export function RequireRole({ roles }: RequireRoleProps) {
  const { t } = useLingui();
  const { status, user, signedOut } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <LoadingState label={t`Checking your session...`} />;
  if (!user && signedOut) return <Navigate to={paths.home()} replace />;
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location }} />;
  if (!roles.includes(user.role)) return <AccessDenied />;
  return <Outlet />;
}
