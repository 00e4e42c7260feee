import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUser } from '@somo/contract/admin';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { removedWithUser } from '../lib/delete-user';

type DeleteUserDialogProps = {
  user: AdminUser | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (user: AdminUser) => void;
};

/** Spec 02 §2: names the user, lists what goes with the account, and warns it cannot be undone. */
function Question({ username }: { username: string }) {
  return (
    <Trans>
      Are you sure you want to delete <strong className="text-slate-900">{username}</strong>?
    </Trans>
  );
}

export function DeleteUserDialog({ user, pending, onCancel, onConfirm }: DeleteUserDialogProps) {
  const { t, i18n } = useLingui();
  return (
    <ConfirmDialog
      needsNetwork
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t`Delete User`}
      description={user ? <Question username={user.username} /> : undefined}
      confirmLabel={t`Delete User`}
      pendingLabel={t`Deleting...`}
      destructive
      pending={pending}
      onConfirm={() => (user ? onConfirm(user) : undefined)}
    >
      {user ? (
        <div className="space-y-4 text-sm text-slate-700">
          <div>
            <p className="font-medium text-slate-900">
              <Trans>This will permanently remove:</Trans>
            </p>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {removedWithUser(user.role).map((item) => (
                <li key={item.id}>{i18n._(item)}</li>
              ))}
            </ul>
          </div>
          <Alert variant="warning">
            <Trans>This action cannot be undone!</Trans>
          </Alert>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
