import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { paths } from '../../lib/paths';
import { useToast } from '../../components/ui/toast-context';

/** Sign Out ends on the home page, wherever it was pressed. */
export function useSignOut(): () => Promise<void> {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const { toast } = useToast();
  return useCallback(async () => {
    // The session is dropped at once; only the server-side revoke is still on its way.
    const revoke = logout();
    await navigate(paths.home());
    toast({ title: t`You have signed out.`, variant: 'success' });
    await revoke;
  }, [navigate, logout, toast, t]);
}
