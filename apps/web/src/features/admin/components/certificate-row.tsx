import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, RefreshCcw, ShieldCheck } from 'lucide-react';
import type { AdminCertificate } from '@somo/contract/certificates';
import { CertificateStatusBadge } from '../../../components/certificate-status-badge';
import { CertificateStatusNote } from '../../../components/certificate-status-note';
import { buttonStyles } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** Column template shared by the rows and the header above them (wide screens only). */
export const CERTIFICATE_COLUMNS =
  'xl:grid xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,10rem)_21rem] xl:items-center xl:gap-4';

type CertificateRowProps = {
  certificate: AdminCertificate;
  onRevoke: () => void;
  onReissue: () => void;
};

export function CertificateRow({ certificate, onRevoke, onReissue }: CertificateRowProps) {
  const { t } = useLingui();
  const { student_name: student, course_title: course } = certificate;
  const completed = formatDate(certificate.completed_at);
  return (
    <article
      aria-label={t`${student}, ${course}`}
      className={`flex flex-col gap-3 p-4 text-sm sm:px-5 ${CERTIFICATE_COLUMNS}`}
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{student}</p>
        <p className="text-xs break-all text-slate-500">@{certificate.student_username}</p>
      </div>
      <div className="min-w-0">
        <p className="break-words text-slate-700">{course}</p>
        <p className="text-xs text-slate-500">
          <Trans>
            Completed on <time dateTime={certificate.completed_at}>{completed}</time>
          </Trans>
        </p>
      </div>
      <div className="min-w-0 space-y-1">
        <CertificateStatusBadge status={certificate.status} />
        <CertificateStatusNote certificate={certificate} className="text-xs" />
      </div>
      <div className="flex flex-wrap gap-2 xl:justify-end">
        <Link
          to={paths.certificate(certificate.id)}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <ShieldCheck aria-hidden="true" />
          <Trans>
            Verify{' '}
            <span className="sr-only">
              the certificate of {student} for {course}
            </span>
          </Trans>
        </Link>
        {certificate.status === 'valid' ? (
          <>
            <NetworkButton variant="secondary" size="sm" onClick={onReissue}>
              <RefreshCcw aria-hidden="true" />
              <Trans>
                Re-issue{' '}
                <span className="sr-only">
                  the certificate of {student} for {course}
                </span>
              </Trans>
            </NetworkButton>
            <NetworkButton variant="secondary" size="sm" onClick={onRevoke}>
              <Ban aria-hidden="true" />
              <Trans>
                Revoke{' '}
                <span className="sr-only">
                  the certificate of {student} for {course}
                </span>
              </Trans>
            </NetworkButton>
          </>
        ) : null}
      </div>
    </article>
  );
}
