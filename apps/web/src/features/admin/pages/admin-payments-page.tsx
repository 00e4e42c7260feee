import { useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, CreditCard, DollarSign, Download, Receipt, RefreshCw } from 'lucide-react';
import type { Payment } from '@somo/contract/admin';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { usePayments } from '../api/get-payments';
import { LoadError } from '../../../components/ui/load-error';
import { StatCard } from '../../../components/ui/stat-card';
import { downloadCsv } from '../lib/csv';
import { formatDollars, formatRevenue } from '../lib/format';
import { formatRate, paymentsCsv, summarizePayments } from '../lib/payments';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { ColumnHeadings } from '../components/column-headings';

function exportPayments(payments: readonly Payment[], i18n: I18n) {
  downloadCsv(`payments-${new Date().toISOString().slice(0, 10)}.csv`, paymentsCsv(payments, i18n));
}

// Wide screens: one aligned row per payment. Narrower: user and amount on top, course and status under them,
// then the date, then commission and instructor share side by side.
const PAYMENT_COLUMNS =
  'xl:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_10.5rem_7rem_7.5rem_7.5rem_6rem] xl:items-center xl:gap-x-4';

const PAYMENT_HEADINGS = [
  { label: msg`User` },
  { label: msg`Course` },
  { label: msg`Date` },
  { label: msg`Amount`, alignEnd: true },
  { label: msg`Commission`, alignEnd: true },
  { label: msg`Instructor share`, alignEnd: true },
  { label: msg`Status` },
];

function Refunded({ at }: { at: string }) {
  const when = formatDateTime(at);
  return (
    <p className="text-xs text-slate-500">
      <Trans>
        Refunded <time dateTime={at}>{when}</time>
      </Trans>
    </p>
  );
}

function PaymentDate({ payment }: { payment: Payment }) {
  return (
    <div className="col-start-1 text-xs text-slate-500 xl:col-start-auto xl:text-sm xl:text-slate-700">
      <time dateTime={payment.date}>{formatDateTime(payment.date)}</time>
      {payment.refunded_at ? <Refunded at={payment.refunded_at} /> : null}
    </div>
  );
}

/** The platform's commission at the rate kept on the payment, and what is left for the instructor. */
function PaymentSplit({ payment }: { payment: Payment }) {
  return (
    <>
      <p className="col-start-1 text-xs text-slate-600 tabular-nums xl:col-start-auto xl:text-end xl:text-sm xl:text-slate-700">
        <span className="xl:sr-only">
          <Trans>Commission</Trans>{' '}
        </span>
        {formatRevenue(payment.commission, payment.currency)}
        <span className="text-slate-500"> ({formatRate(payment.commission_rate)})</span>
      </p>
      <p className="col-start-2 text-end text-xs text-slate-600 tabular-nums xl:col-start-auto xl:text-sm xl:text-slate-700">
        <span className="xl:sr-only">
          <Trans>Instructor share</Trans>{' '}
        </span>
        {formatRevenue(payment.instructor_share, payment.currency)}
      </p>
    </>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  return (
    <li
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-5',
        PAYMENT_COLUMNS,
      )}
    >
      <p className="font-medium break-words text-slate-900">{payment.user}</p>
      <p className="col-start-1 break-words text-slate-700 xl:col-start-auto">{payment.course}</p>
      <PaymentDate payment={payment} />
      <p className="col-start-2 row-start-1 text-end font-semibold whitespace-nowrap text-slate-900 tabular-nums xl:col-start-auto xl:row-start-auto">
        {formatMoney(payment.amount, payment.currency)}
      </p>
      <PaymentSplit payment={payment} />
      <p className="col-start-2 row-start-2 justify-self-end xl:col-start-auto xl:row-start-auto xl:justify-self-start">
        <PaymentStatusBadge status={payment.status} />
      </p>
    </li>
  );
}

function PaymentList({ payments }: { payments: readonly Payment[] }) {
  const { t } = useLingui();
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card">
      <ColumnHeadings columns={cn('xl:grid', PAYMENT_COLUMNS)} headings={PAYMENT_HEADINGS} />
      <ul aria-label={t`Transactions, newest first`} className="divide-y divide-slate-100">
        {payments.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} />
        ))}
      </ul>
    </div>
  );
}

export function AdminPaymentsPage() {
  const { t, i18n } = useLingui();
  const payments = usePayments();
  const summary = useMemo(() => summarizePayments(payments.data ?? []), [payments.data]);

  return (
    <>
      <DocumentTitle title={t`Payment Reports`} />
      <PageHeader
        title={t`Payment Reports`}
        description={t`Payments for courses, with totals and recent activity. The totals count completed payments; refunded, failed and pending ones are listed with their status.`}
        actions={
          <>
            <Button
              variant="secondary"
              loading={payments.isRefetching}
              onClick={() => void payments.refetch()}
            >
              {payments.isRefetching ? null : <RefreshCw aria-hidden="true" />}
              <Trans>Refresh</Trans>
            </Button>
            <Button
              disabled={!payments.data || payments.data.length === 0}
              onClick={() => (payments.data ? exportPayments(payments.data, i18n) : undefined)}
            >
              <Download aria-hidden="true" />
              <Trans>Export CSV</Trans>
            </Button>
          </>
        }
      />

      {payments.isPending ? (
        <LoadingState label={t`Loading payments...`} />
      ) : payments.isError ? (
        <LoadError
          className="mt-6"
          message={t`Failed to fetch payments`}
          retrying={payments.isRefetching}
          onRetry={() => void payments.refetch()}
        />
      ) : (
        <>
          <section
            aria-label={t`Payment summary`}
            className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
          >
            <StatCard
              label={t`Total Revenue`}
              value={formatDollars(summary.totalRevenue)}
              icon={DollarSign}
              tone="success"
            />
            <StatCard
              label={t`Total Transactions`}
              value={formatNumber(summary.totalTransactions)}
              icon={Receipt}
            />
            <StatCard
              label={t`Recent (30 days)`}
              value={formatNumber(summary.recent)}
              icon={CalendarClock}
              tone="warning"
            />
            <StatCard
              label={t`Average Payment`}
              value={formatDollars(summary.averagePayment)}
              icon={CreditCard}
              tone="slate"
            />
          </section>

          <section aria-labelledby="transactions-title" className="mt-8">
            <h2 id="transactions-title" className="text-lg font-semibold text-slate-900">
              <Trans>Transactions</Trans>
            </h2>
            {payments.data.length === 0 ? (
              <EmptyState
                icon={CreditCard}
                title={t`No payments yet`}
                description={t`Payments for paid courses will be listed here.`}
                className="mt-3"
              />
            ) : (
              <div className="mt-3">
                <PaymentList payments={payments.data} />
              </div>
            )}
          </section>
        </>
      )}
    </>
  );
}
