import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileQuestion } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageContainer } from '../../../components/ui/page-container';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { useCertificate } from '../api/get-certificate';
import { CertificateView } from '../components/certificate-view';

const certificateParamKey = 'certificateId';

/** A malformed id is refused as invalid (400), an unknown one as missing (404): to a reader both are 'not found'. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Public, no sign-in: anyone with the link (or the PDF's QR code) can check a certificate here. */
export function CertificatePage() {
  const { t } = useLingui();
  const certificateId = useRouteParam(certificateParamKey);
  const { data: certificate, error, isPending, isRefetching, refetch } = useCertificate(certificateId);

  if (isPending) {
    return (
      <PageContainer className="max-w-3xl">
        <LoadingState label={t`Checking the certificate...`} />
      </PageContainer>
    );
  }
  if (isNotFound(error)) {
    return (
      <PageContainer className="max-w-3xl">
        <DocumentTitle title={t`Certificate not found`} />
        <EmptyState
          icon={FileQuestion}
          headingLevel="h1"
          title={t`Certificate not found`}
          description={t`No certificate has this address. Check that the link is complete, or ask the person who shared it for a new one.`}
          action={
            <Link to={paths.home()} className={buttonStyles({ variant: 'secondary' })}>
              <Trans>Go to the home page</Trans>
            </Link>
          }
        />
      </PageContainer>
    );
  }
  if (error || !certificate) {
    return (
      <PageContainer className="max-w-3xl">
        <DocumentTitle title={t`Certificate verification`} />
        <Alert
          variant="error"
          title={t`The certificate could not be checked. Please try again.`}
          action={
            <Button size="sm" loading={isRefetching} onClick={() => void refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          }
        />
      </PageContainer>
    );
  }
  return <CertificateView certificate={certificate} />;
}
