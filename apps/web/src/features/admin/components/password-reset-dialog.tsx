import type { AdminUser } from '@somo/contract/admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { displayName } from '../../../lib/user-display';

type PasswordResetDialogProps = {
  user: AdminUser | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (user: AdminUser) => void;
};

/** Asks before e-mailing a reset link, naming who gets it and at which address. */
export function PasswordResetDialog({ user, pending, onCancel, onConfirm }: PasswordResetDialogProps) {
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Send password reset link"
      description={
        user ? (
          <>
            Send <strong className="text-slate-900">{displayName(user)}</strong> an e-mail at{' '}
            <strong className="break-all text-slate-900">{user.email}</strong> with a link to choose a new
            password?
          </>
        ) : undefined
      }
      confirmLabel="Send Link"
      pendingLabel="Sending..."
      pending={pending}
      onConfirm={() => (user ? onConfirm(user) : undefined)}
    >
      <p className="text-sm text-slate-600">
        The link works once, within 30 minutes. Their current password keeps working until they use it.
      </p>
    </ConfirmDialog>
  );
}
