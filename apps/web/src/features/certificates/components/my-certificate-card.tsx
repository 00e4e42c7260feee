import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Link2, ShieldCheck } from 'lucide-react';
import type { MyCertificate } from '@somo/contract/certificates';
import { CertificateStatusBadge } from '../../../components/certificate-status-badge';
import { CertificateStatusNote } from '../../../components/certificate-status-note';
import { Button, buttonStyles } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** One certificate with what a student does with it: keep the PDF, share the link, see what others see. */
export function MyCertificateCard({ certificate }: { certificate: MyCertificate }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const title = certificate.course_title;
  const completed = formatDate(certificate.completed_at);
  const headingId = `certificate-${certificate.id}`;

  const copyLink = () => {
    navigator.clipboard.writeText(certificate.verification_url).then(
      () => toast({ variant: 'success', title: t`Link copied to the clipboard.` }),
      () =>
        toast({
          variant: 'error',
          title: t`The link could not be copied.`,
          description: t`Open Verify and copy the address from your browser instead.`,
        }),
    );
  };

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
            {title}
          </h2>
          <CertificateStatusBadge status={certificate.status} />
        </div>
        <p className="text-sm text-slate-600">
          <Trans>
            Completed on <time dateTime={certificate.completed_at}>{completed}</time>
          </Trans>
        </p>
        <CertificateStatusNote certificate={certificate} className="text-sm" />
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        {/* Only a certificate in force is handed out as a PDF (the server refuses the others). */}
        {certificate.status === 'valid' ? (
          <a
            href={paths.certificatePdf(certificate.id)}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            <Download aria-hidden="true" />
            <Trans>
              Download <span className="sr-only">the certificate for {title} as a PDF</span>
            </Trans>
          </a>
        ) : null}
        <Button variant="secondary" size="sm" onClick={copyLink}>
          <Link2 aria-hidden="true" />
          <Trans>
            Copy link <span className="sr-only">to the certificate for {title}</span>
          </Trans>
        </Button>
        <Link
          to={paths.certificate(certificate.id)}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <ShieldCheck aria-hidden="true" />
          <Trans>
            Verify <span className="sr-only">the certificate for {title}</span>
          </Trans>
        </Link>
      </div>
    </article>
  );
}
