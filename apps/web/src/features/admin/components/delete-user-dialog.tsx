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
export function DeleteUserDialog({ user, pending, onCancel, onConfirm }: DeleteUserDialogProps) {
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Delete User"
      description={
        user ? (
          <>
            Are you sure you want to delete <strong className="text-slate-900">{user.username}</strong>?
          </>
        ) : undefined
      }
      confirmLabel="Delete User"
      pendingLabel="Deleting..."
      destructive
      pending={pending}
      onConfirm={() => (user ? onConfirm(user) : undefined)}
    >
      {user ? (
        <div className="space-y-4 text-sm text-slate-700">
          <div>
            <p className="font-medium text-slate-900">This will permanently remove:</p>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {removedWithUser(user.role).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <Alert variant="warning">This action cannot be undone!</Alert>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
