import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award, Download } from 'lucide-react';
import type { PublicCertificate } from '@somo/contract/certificates';
import { buttonStyles } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageContainer } from '../../../components/ui/page-container';
import { formatDate, formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { CertificateStatusPanel } from './certificate-status-panel';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Scores({ scores }: { scores: PublicCertificate['scores'] }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Assessment results</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>The best score in each assessment of the course when the certificate was issued.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label={t`Best score per assessment`} className="divide-y divide-slate-100">
          {scores.map((score, index) => (
            <li
              key={`${index}-${score.assessment}`}
              className="flex items-baseline justify-between gap-4 py-2.5"
            >
              <span className="min-w-0 break-words text-slate-800">{score.assessment}</span>
              <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                {formatNumber(score.percentage / 100, { style: 'percent', maximumFractionDigits: 1 })}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The verification page's body: the status first, then the facts as issued, then how to keep and share it. */
export function CertificateView({ certificate }: { certificate: PublicCertificate }) {
  const { t } = useLingui();
  const courseTitle = certificate.course_title;
  const completed = formatDate(certificate.completed_at, 'long');
  return (
    <PageContainer className="max-w-3xl space-y-6">
      <DocumentTitle title={t`Certificate: ${courseTitle}`} />
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Award className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">
            <Trans>Certificate verification</Trans>
          </p>
          <h1 className="text-2xl font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">
            <Trans>Certificate of Completion</Trans>
          </h1>
        </div>
      </div>

      <CertificateStatusPanel certificate={certificate} />

      <Card>
        <h2 className="sr-only">
          <Trans>Certificate details</Trans>
        </h2>
        <CardContent className="py-2 sm:py-3">
          <dl className="divide-y divide-slate-100">
            <Fact label={t`Awarded to`}>
              <span className="text-lg">{certificate.student_name}</span>
            </Fact>
            <Fact label={t`Course`}>{courseTitle}</Fact>
            <Fact label={t`Instructor`}>{certificate.instructor_name}</Fact>
            <Fact label={t`Completed on`}>
              <time dateTime={certificate.completed_at}>{completed}</time>
            </Fact>
            <Fact label={t`Issued by`}>{certificate.site_name}</Fact>
            <Fact label={t`Certificate ID`}>
              <span className="font-mono text-sm break-all">{certificate.id}</span>
            </Fact>
          </dl>
        </CardContent>
      </Card>

      {certificate.scores.length > 0 ? <Scores scores={certificate.scores} /> : null}

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Keep or share it</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              The PDF carries this page’s address and a QR code of it, so anyone can check the certificate
              here.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {/* The server hands out the PDF of a certificate in force only; this page says what became of others. */}
          {certificate.status === 'valid' ? (
            <a href={paths.certificatePdf(certificate.id)} className={buttonStyles()}>
              <Download aria-hidden="true" />
              <Trans>Download PDF</Trans>
            </a>
          ) : null}
          <div>
            <p className="text-sm text-slate-600">
              <Trans>Verification address</Trans>
            </p>
            <p className="mt-0.5 font-mono text-sm break-all text-slate-900">
              {certificate.verification_url}
            </p>
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
