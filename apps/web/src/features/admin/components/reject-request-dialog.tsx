import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminRequestItem } from '@somo/contract/admin';
import { displayName } from '../../../lib/user-display';
import { ReasonDialog } from './reason-dialog';

export const REASON_MAX = 1000;

type RejectRequestDialogProps = {
  request: AdminRequestItem | null;
  pending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
  /** Where focus goes when the dialog closes; see DialogContent's onCloseAutoFocus. */
  onCloseAutoFocus?: (event: Event) => void;
};

/** Spec 02 §2: rejecting asks for a reason; an empty reason or Cancel sends nothing. */
export function RejectRequestDialog({
  request,
  pending,
  onCancel,
  onReject,
  onCloseAutoFocus,
}: RejectRequestDialogProps) {
  const { t } = useLingui();
  const name = request ? displayName(request) : '';
  return (
    <ReasonDialog
      open={request !== null}
      title={t`Reject admin request`}
      description={request ? t`Tell ${name} why their request is rejected.` : undefined}
      label={t`Reason for rejection`}
      missingMessage={t`Please give a reason for rejecting this request.`}
      maxLength={REASON_MAX}
      confirm={<Trans>Reject Request</Trans>}
      confirming={<Trans>Rejecting...</Trans>}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onReject}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
