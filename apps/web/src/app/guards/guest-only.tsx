import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Role } from '@somo/contract/auth';
import { LoadingState } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { fromLocationState, postLoginDestination } from '../../lib/auth/post-login-destination';
import { clearIntendedCourse, getIntendedCourse } from '../../lib/session-storage';

function SignedInRedirect({ role }: { role: Role }) {
  const { t } = useLingui();
  const location = useLocation();
  // Worked out once: the intended course is removed right after, and must not change the answer.
  const [destination] = useState(() =>
    postLoginDestination({
      intendedCourseId: getIntendedCourse(),
      from: fromLocationState(location.state),
      role,
    }),
  );
  useEffect(() => clearIntendedCourse(), []);
  return (
    <>
      <LoadingState label={t`Taking you to your page...`} />
      <Navigate to={destination} replace />
    </>
  );
}

/**
 * Sign-in and registration are for guests. A signed-in visitor (including one who has just signed
 * in on this page) is sent on to the post-login destination, so that rule lives in one place.
 */
export function GuestOnly() {
  const { t } = useLingui();
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingState label={t`Checking your session...`} />;
  if (user) return <SignedInRedirect role={user.role} />;
  return <Outlet />;
}
