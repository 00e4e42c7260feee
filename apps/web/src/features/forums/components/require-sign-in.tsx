import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';

/**
 * Course forums are open to any signed-in role (the server decides membership), so they sit outside
 * the role guards; a guest is sent to sign in and brought back here afterwards, like the guards do.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status, user, signedOut } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingState label="Checking your session..." />;
  if (!user && signedOut) return <Navigate to={paths.home()} replace />;
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location }} />;
  return children;
}
