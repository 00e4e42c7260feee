import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { CircleCheck, CircleX, RefreshCcw, type LucideIcon } from 'lucide-react';
import type { CertificateStatus, PublicCertificate } from '@somo/contract/certificates';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';

const LOOKS: Record<CertificateStatus, { box: string; icon: string; Icon: LucideIcon }> = {
  valid: {
    box: 'border-success-200 bg-success-50 text-success-900',
    icon: 'text-success-600',
    Icon: CircleCheck,
  },
  revoked: { box: 'border-danger-200 bg-danger-50 text-danger-900', icon: 'text-danger-600', Icon: CircleX },
  replaced: {
    box: 'border-warning-200 bg-warning-50 text-warning-900',
    icon: 'text-warning-700',
    Icon: RefreshCcw,
  },
};

function StatusTitle({ status }: { status: CertificateStatus }) {
  if (status === 'valid') return <Trans context="certificate">Valid</Trans>;
  if (status === 'revoked') return <Trans context="certificate">Revoked</Trans>;
  return <Trans context="certificate">Replaced</Trans>;
}

function StatusDetail({ certificate }: { certificate: PublicCertificate }) {
  const { site_name: siteName, status_changed_at: changedAt } = certificate;
  const when = changedAt ? formatDate(changedAt, 'long') : '';
  if (certificate.status === 'valid') {
    return (
      <p>
        <Trans>
          This certificate is genuine and in force: {siteName} issued it and has not withdrawn it.
        </Trans>
      </p>
    );
  }
  if (certificate.status === 'revoked') {
    const reason = certificate.revoked_reason;
    return (
      <>
        <p>
          {when ? (
            <Trans>
              {siteName} revoked this certificate on {when}.
            </Trans>
          ) : (
            <Trans>{siteName} revoked this certificate.</Trans>
          )}
        </p>
        {reason ? (
          <p className="break-words">
            <Trans>Reason: {reason}</Trans>
          </p>
        ) : null}
      </>
    );
  }
  const replacement = certificate.replaced_by;
  return (
    <>
      <p>
        {when ? (
          <Trans>This certificate was replaced by a new one on {when}, for example to correct a name.</Trans>
        ) : (
          <Trans>This certificate was replaced by a new one, for example to correct a name.</Trans>
        )}
      </p>
      {replacement ? (
        <p>
          <Link
            to={paths.certificate(replacement)}
            className="font-semibold underline decoration-current/40 underline-offset-4 hover:decoration-current"
          >
            <Trans>See the new certificate</Trans>
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** What a verifier came for: whether the certificate stands, said first and plainly. */
export function CertificateStatusPanel({ certificate }: { certificate: PublicCertificate }) {
  const { box, icon, Icon } = LOOKS[certificate.status];
  return (
    <section
      aria-labelledby="certificate-status"
      className={cn('flex gap-3 rounded-xl border px-4 py-4 sm:px-5', box)}
    >
      <Icon className={cn('mt-0.5 size-6 shrink-0', icon)} aria-hidden="true" />
      <div className="min-w-0 space-y-1 text-sm leading-relaxed">
        <h2 id="certificate-status" className="text-base font-semibold">
          <StatusTitle status={certificate.status} />
        </h2>
        <StatusDetail certificate={certificate} />
      </div>
    </section>
  );
}
