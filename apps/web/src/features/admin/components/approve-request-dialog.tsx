import type { AdminRequestItem } from '@somo/contract/admin';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { displayName } from '../../../lib/user-display';

type ApproveRequestDialogProps = {
  request: AdminRequestItem | null;
  pending: boolean;
  onCancel: () => void;
  onApprove: () => void;
  /** Where focus goes when the dialog closes; see DialogContent's onCloseAutoFocus. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Approving hands someone full control of the platform, so it is asked once more: whose request, which e-mail the
 * sign-in link goes to, and what the account may do.
 */
export function ApproveRequestDialog({
  request,
  pending,
  onCancel,
  onApprove,
  onCloseAutoFocus,
}: ApproveRequestDialogProps) {
  const name = request ? displayName(request) : '';
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open || pending ? undefined : onCancel())}>
      <DialogContent
        title="Approve admin request"
        description={request ? `Give ${name} an administrator account?` : undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {request ? (
          <div className="space-y-3 text-sm text-slate-700">
            <p className="break-words">
              <span className="font-medium text-slate-900">{name}</span> (@{request.username}) will be able to
              manage users, courses, payments and platform settings.
            </p>
            <p className="break-words">
              An e-mail with the sign-in link goes to{' '}
              <span className="font-medium text-slate-900">{request.email}</span>.
            </p>
          </div>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button loading={pending} onClick={onApprove}>
            {pending ? 'Approving...' : 'Approve Request'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
