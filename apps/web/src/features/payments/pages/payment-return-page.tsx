import { Link } from 'react-router';
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

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * Where a checkout comes back to. Whatever the provider appended to the address is ignored: the status shown
 * is the server's, asked again every 2 seconds while the payment is pending.
 */
export function PaymentReturnPage() {
  const paymentId = useRouteParam('paymentId');
  const { data: payment, error, isPending, isRefetching, refetch } = usePayment(paymentId);

  if (isPending) return <LoadingState label="Loading your payment..." />;
  if (!payment && isMissing(error)) {
    return (
      <>
        <DocumentTitle title="Payment not found" />
        <EmptyState
          icon={FileQuestion}
          headingLevel="h1"
          title="Payment not found"
          description="This payment does not exist, or it belongs to another account."
          action={
            <Link to={paths.student.payments()} className={buttonStyles()}>
              My payments
            </Link>
          }
        />
      </>
    );
  }
  if (!payment) {
    return (
      <>
        <DocumentTitle title="Payment" />
        <LoadError
          message="Failed to load your payment. Please try again."
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
