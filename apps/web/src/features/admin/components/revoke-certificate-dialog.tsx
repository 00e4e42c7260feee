import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCertificate } from '@somo/contract/certificates';
import { ReasonDialog } from './reason-dialog';

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
  const student = certificate?.student_name ?? '';
  const course = certificate?.course_title ?? '';
  const max = REVOKE_REASON_MAX;
  return (
    <ReasonDialog
      open={certificate !== null}
      title={t`Revoke this certificate?`}
      description={
        certificate
          ? t`${student}’s certificate for ${course} will show Revoked, with your reason, to anyone who checks it. This cannot be undone.`
          : undefined
      }
      label={t`Reason`}
      hint={(used) => t`Shown on the verification page. ${used} of ${max} characters.`}
      missingMessage={t`Please give a reason`}
      maxLength={max}
      confirm={<Trans>Revoke certificate</Trans>}
      confirming={<Trans>Revoking...</Trans>}
      pending={pending}
      failure={failure}
      onCancel={onCancel}
      onConfirm={onRevoke}
    />
  );
}
