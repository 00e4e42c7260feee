import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { ErrorText, Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';

type ReasonDialogProps = {
  open: boolean;
  title: string;
  description: string | undefined;
  label: string;
  /** Under the field, e.g. where the reason will be shown; gets the characters used so far. */
  hint?: (used: number) => string;
  /** Said when the reason is left empty. */
  missingMessage: string;
  maxLength: number;
  /** The confirm button, and what it says while the action runs. */
  confirm: ReactNode;
  confirming: ReactNode;
  pending: boolean;
  /** Why the last try failed, in the reader's language; null when it did not. */
  failure?: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  /** Where focus goes when the dialog closes; see DialogContent's onCloseAutoFocus. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * An admin action that needs a written reason (rejecting a request, revoking a certificate): an empty reason
 * or Cancel sends nothing; the reason is sent trimmed.
 */
export function ReasonDialog({
  open,
  title,
  description,
  label,
  hint,
  missingMessage,
  maxLength,
  confirm,
  confirming,
  pending,
  failure = null,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

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
    onConfirm(trimmed);
  };

  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen || pending ? undefined : close())}>
      <DialogContent title={title} description={description} onCloseAutoFocus={onCloseAutoFocus}>
        <form noValidate onSubmit={submit} className="space-y-4">
          <Field
            label={label}
            required
            hint={hint?.(reason.length)}
            error={missing ? missingMessage : undefined}
          >
            <Textarea
              value={reason}
              maxLength={maxLength}
              required
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
          </Field>
          <ErrorText announce message={failure} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <NetworkButton type="submit" variant="danger" loading={pending}>
              {pending ? confirming : confirm}
            </NetworkButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
