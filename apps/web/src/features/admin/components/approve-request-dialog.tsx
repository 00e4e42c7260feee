import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminRequestItem } from '@somo/contract/admin';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
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

function WhatApprovalDoes({ name, request }: { name: string; request: AdminRequestItem }) {
  const { username, email } = request;
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p className="break-words">
        <Trans>
          <span className="font-medium text-slate-900">{name}</span> (@{username}) will be able to manage
          users, courses, payments and platform settings.
        </Trans>
      </p>
      <p className="break-words">
        <Trans>
          An e-mail with the sign-in link goes to <span className="font-medium text-slate-900">{email}</span>.
        </Trans>
      </p>
    </div>
  );
}

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
  const { t } = useLingui();
  const name = request ? displayName(request) : '';
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open || pending ? undefined : onCancel())}>
      <DialogContent
        title={t`Approve admin request`}
        description={request ? t`Give ${name} an administrator account?` : undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {request ? <WhatApprovalDoes name={name} request={request} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <NetworkButton loading={pending} onClick={onApprove}>
            {pending ? <Trans>Approving...</Trans> : <Trans>Approve Request</Trans>}
          </NetworkButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
