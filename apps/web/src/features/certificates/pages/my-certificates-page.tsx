import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award } from 'lucide-react';
import { useMyCertificates } from '../../../api/certificates';
import { buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { MyCertificateCard } from '../components/my-certificate-card';

/** 'My certificates': every certificate the student earned, to download, share and check. */
export function MyCertificatesPage() {
  const { t } = useLingui();
  const certificates = useMyCertificates();

  let body: ReactNode;
  if (certificates.isPending) {
    body = <LoadingState label={t`Loading your certificates...`} />;
  } else if (certificates.isError) {
    body = (
      <LoadError
        message={t`Failed to load your certificates. Please try again.`}
        retrying={certificates.isRefetching}
        onRetry={() => void certificates.refetch()}
      />
    );
  } else if (certificates.data.length === 0) {
    body = (
      <EmptyState
        icon={Award}
        title={t`No certificates yet`}
        description={t`Complete every lesson and pass every assessment of a course to earn its certificate.`}
        action={
          <Link to={paths.student.dashboard()} className={buttonStyles()}>
            <Trans>Back to Dashboard</Trans>
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul aria-label={t`Your certificates, newest first`} className="grid gap-4 md:grid-cols-2">
        {certificates.data.map((certificate) => (
          <li key={certificate.id}>
            <MyCertificateCard certificate={certificate} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <DocumentTitle title={t`My certificates`} />
      <PageHeader
        title={t`My certificates`}
        description={t`One for each course you completed. Share a certificate’s link and anyone can check that it is genuine, without signing in.`}
      />
      {body}
    </div>
  );
}
