import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminRequestItem } from '@somo/contract/admin';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { displayName } from '../../../lib/user-display';

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
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const name = request ? displayName(request) : '';

  const close = () => {
    setReason('');
    setMissing(false);
    onCancel();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setMissing(true);
      return;
    }
    onReject(trimmed);
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open || pending ? undefined : close())}>
      <DialogContent
        title={t`Reject admin request`}
        description={request ? t`Tell ${name} why their request is rejected.` : undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form noValidate onSubmit={submit}>
          <Field
            label={t`Reason for rejection`}
            error={missing ? t`Please give a reason for rejecting this request.` : undefined}
            required
          >
            <Textarea
              value={reason}
              maxLength={REASON_MAX}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={pending}>
              {pending ? <Trans>Rejecting...</Trans> : <Trans>Reject Request</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
