import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { PublicCertificate } from '@somo/contract/certificates';
import { cn } from '../lib/cn';
import { formatDate } from '../lib/format';
import { paths } from '../lib/paths';

type StatusNoteProps = {
  certificate: Pick<PublicCertificate, 'status' | 'status_changed_at' | 'revoked_reason' | 'replaced_by'>;
  className?: string;
};

/** A line under a certificate no longer in force: when and why it was revoked, or when and by what it was replaced. */
export function CertificateStatusNote({ certificate, className }: StatusNoteProps) {
  const when = certificate.status_changed_at ? formatDate(certificate.status_changed_at) : '';
  if (certificate.status === 'revoked') {
    const reason = certificate.revoked_reason ?? '';
    return (
      <p className={cn('break-words text-slate-600', className)}>
        {reason ? (
          <Trans>
            Revoked on {when}: {reason}
          </Trans>
        ) : (
          <Trans>Revoked on {when}</Trans>
        )}
      </p>
    );
  }
  if (certificate.status === 'replaced') {
    const replacement = certificate.replaced_by;
    return (
      <p className={cn('text-slate-600', className)}>
        <Trans>Replaced on {when}</Trans>
        {replacement ? (
          <>
            {' · '}
            <Link
              to={paths.certificate(replacement)}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              <Trans>New certificate</Trans>
            </Link>
          </>
        ) : null}
      </p>
    );
  }
  return null;
}
