import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { buttonStyles } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { paymentQueryOptions } from '../api/get-payment';
import { TestPaymentPrompt } from '../components/test-payment-prompt';

const paymentParamKey = 'paymentId';

/** The built-in test provider's checkout: it stands in for the phone prompt a real mobile-money payment shows. */
export function TestPaymentPage() {
  const { t } = useLingui();
  // The contract's TEST_PAYMENT_LABEL, in the reader's language.
  const label = t`Test payment — no money moves`;
  const paymentId = useRouteParam(paymentParamKey);
  const { data: payment, error, isPending, isRefetching, refetch } = useQuery(paymentQueryOptions(paymentId));

  let body: ReactNode;
  if (isPending) {
    body = <LoadingState label={t`Loading your payment...`} />;
  } else if (!payment) {
    body = (
      <LoadError
        message={errorMessage(error, t`Failed to load your payment. Please try again.`)}
        retrying={isRefetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (payment.status !== 'pending') {
    body = (
      <Alert
        variant="info"
        title={t`This payment has already been answered.`}
        action={
          <Link to={paths.payment(paymentId)} className={buttonStyles({ size: 'sm' })}>
            <Trans>See the payment</Trans>
          </Link>
        }
      />
    );
  } else {
    body = <TestPaymentPrompt payment={payment} />;
  }

  return (
    <div className="mx-auto max-w-md space-y-4">
      <DocumentTitle title={label} />
      <div className="flex items-start gap-3">
        <FlaskConical className="mt-1 size-6 shrink-0 text-warning-700" aria-hidden="true" />
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{label}</h1>
          <p className="text-sm text-slate-600">
            <Trans>
              This platform takes payments through its built-in test provider. Approve to pay as if the money
              had moved; Decline to see a failed payment.
            </Trans>
          </p>
        </div>
      </div>
      <Card>
        <CardContent>{body}</CardContent>
      </Card>
    </div>
  );
}
