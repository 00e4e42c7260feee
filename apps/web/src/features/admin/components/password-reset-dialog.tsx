import { Trans, useLingui } from '@lingui/react/macro';
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
function Question({ name, email }: { name: string; email: string }) {
  return (
    <Trans>
      Send <strong className="text-slate-900">{name}</strong> an e-mail at{' '}
      <strong className="break-all text-slate-900">{email}</strong> with a link to choose a new password?
    </Trans>
  );
}

export function PasswordResetDialog({ user, pending, onCancel, onConfirm }: PasswordResetDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      needsNetwork
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t`Send password reset link`}
      description={user ? <Question name={displayName(user)} email={user.email} /> : undefined}
      confirmLabel={t`Send Link`}
      pendingLabel={t`Sending...`}
      pending={pending}
      onConfirm={() => (user ? onConfirm(user) : undefined)}
    >
      <p className="text-sm text-slate-600">
        <Trans>
          The link works once, within 30 minutes. Their current password keeps working until they use it.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
