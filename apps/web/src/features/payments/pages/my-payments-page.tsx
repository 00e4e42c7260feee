import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { REFUND_WINDOW_DAYS, type StudentPayment } from '@somo/contract/payments';
import { Receipt } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useMyPayments } from '../api/get-my-payments';
import { PaymentsTable } from '../components/payments-table';
import { RefundDialog } from '../components/refund-dialog';

/** 'My payments': what the student paid for, the receipts, and a refund while the guarantee lasts. */
export function MyPaymentsPage() {
  const { t } = useLingui();
  const refundDays = REFUND_WINDOW_DAYS;
  const payments = useMyPayments();
  const [refunding, setRefunding] = useState<StudentPayment | null>(null);

  let body: ReactNode;
  if (payments.isPending) {
    body = <LoadingState label={t`Loading your payments...`} />;
  } else if (payments.isError) {
    body = (
      <LoadError
        message={t`Failed to load your payments. Please try again.`}
        retrying={payments.isRefetching}
        onRetry={() => void payments.refetch()}
      />
    );
  } else if (payments.data.length === 0) {
    body = (
      <EmptyState
        icon={Receipt}
        title={t`No payments yet`}
        description={t`When you buy a course, its payment and receipt will be listed here.`}
        action={
          <Link to={paths.courses()} className={buttonStyles()}>
            <Trans>Explore Courses</Trans>
          </Link>
        }
      />
    );
  } else {
    body = <PaymentsTable payments={payments.data} onRefund={setRefunding} />;
  }

  return (
    <div className="space-y-6">
      <DocumentTitle title={t`My payments`} />
      <PageHeader
        title={t`My payments`}
        description={t`Your course payments and receipts. You can ask for a refund within ${plural(refundDays, { one: '# day', other: '# days' })} of paying.`}
      />
      {body}
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
