import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileQuestion } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { usePayment } from '../api/get-payment';
import { PaymentOutcome } from '../components/payment-outcome';

const paymentParamKey = 'paymentId';

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * Where a checkout comes back to. Whatever the provider appended to the address is ignored: the status shown
 * is the server's, asked again every 2 seconds while the payment is pending.
 */
export function PaymentReturnPage() {
  const { t } = useLingui();
  const paymentId = useRouteParam(paymentParamKey);
  const { data: payment, error, isPending, isRefetching, refetch } = usePayment(paymentId);

  if (isPending) return <LoadingState label={t`Loading your payment...`} />;
  if (!payment && isMissing(error)) {
    return (
      <>
        <DocumentTitle title={t`Payment not found`} />
        <EmptyState
          icon={FileQuestion}
          headingLevel="h1"
          title={t`Payment not found`}
          description={t`This payment does not exist, or it belongs to another account.`}
          action={
            <Link to={paths.student.payments()} className={buttonStyles()}>
              <Trans>My payments</Trans>
            </Link>
          }
        />
      </>
    );
  }
  if (!payment) {
    return (
      <>
        <DocumentTitle title={t`Payment`} />
        <LoadError
          message={t`Failed to load your payment. Please try again.`}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="space-y-6 py-8 sm:py-10">
        <PaymentOutcome payment={payment} />
      </CardContent>
    </Card>
  );
}
