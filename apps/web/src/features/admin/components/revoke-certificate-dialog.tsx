import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCertificate } from '@somo/contract/certificates';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { ErrorText, Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';

/** The contract's limit on a revocation reason. */
export const REVOKE_REASON_MAX = 500;

type RevokeCertificateDialogProps = {
  /** The certificate to revoke; null while the dialog is closed. */
  certificate: AdminCertificate | null;
  pending: boolean;
  /** Why the last try failed, in the reader's language; null when it did not. */
  failure: string | null;
  onCancel: () => void;
  onRevoke: (reason: string) => void;
};

/** Revoking asks for the reason, which the verification page then shows to anyone who checks the certificate. */
export function RevokeCertificateDialog({
  certificate,
  pending,
  failure,
  onCancel,
  onRevoke,
}: RevokeCertificateDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const student = certificate?.student_name ?? '';
  const course = certificate?.course_title ?? '';
  const max = REVOKE_REASON_MAX;
  const used = reason.length;

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
    onRevoke(trimmed);
  };

  return (
    <Dialog open={certificate !== null} onOpenChange={(open) => (open || pending ? undefined : close())}>
      <DialogContent
        title={t`Revoke this certificate?`}
        description={
          certificate
            ? t`${student}’s certificate for ${course} will show Revoked, with your reason, to anyone who checks it. This cannot be undone.`
            : undefined
        }
      >
        <form noValidate onSubmit={submit} className="space-y-4">
          <Field
            label={t`Reason`}
            required
            hint={t`Shown on the verification page. ${used} of ${max} characters.`}
            error={missing ? t`Please give a reason` : undefined}
          >
            <Textarea
              value={reason}
              maxLength={max}
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
            <Button type="submit" variant="danger" loading={pending}>
              {pending ? <Trans>Revoking...</Trans> : <Trans>Revoke certificate</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
