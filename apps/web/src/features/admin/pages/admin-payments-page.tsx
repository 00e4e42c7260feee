import { useMemo } from 'react';
import { CalendarClock, CreditCard, DollarSign, Download, Receipt, RefreshCw } from 'lucide-react';
import type { Payment } from '@somo/contract/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { usePayments } from '../api/get-payments';
import { LoadError } from '../../../components/ui/load-error';
import { StatCard } from '../../../components/ui/stat-card';
import { downloadCsv } from '../lib/csv';
import { formatCount, formatDateTime, formatDollars } from '../lib/format';
import { paymentsCsv, summarizePayments } from '../lib/payments';
import { ColumnHeadings } from '../components/column-headings';

function exportPayments(payments: readonly Payment[]) {
  downloadCsv(`payments-${new Date().toISOString().slice(0, 10)}.csv`, paymentsCsv(payments));
}

// Wide screens: one aligned row per payment. Phones: user and amount on top, course and status under them.
const PAYMENT_COLUMNS =
  'md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_11rem_7rem_6.5rem] md:items-center md:gap-x-4';

const PAYMENT_HEADINGS = [
  { label: 'User' },
  { label: 'Course' },
  { label: 'Date' },
  { label: 'Amount', alignEnd: true },
  { label: 'Status' },
];

function PaymentList({ payments }: { payments: readonly Payment[] }) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card">
      <ColumnHeadings columns={cn('md:grid', PAYMENT_COLUMNS)} headings={PAYMENT_HEADINGS} />
      <ul aria-label="Transactions, newest first" className="divide-y divide-slate-100">
        {payments.map((payment) => (
          <li
            key={payment.id}
            className={cn(
              'grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-5',
              PAYMENT_COLUMNS,
            )}
          >
            <p className="font-medium break-words text-slate-900">{payment.user}</p>
            <p className="col-start-1 break-words text-slate-700 md:col-start-auto">{payment.course}</p>
            <p className="col-start-1 text-xs text-slate-500 md:col-start-auto md:text-sm md:text-slate-700">
              <time dateTime={payment.date}>{formatDateTime(payment.date)}</time>
            </p>
            <p className="col-start-2 row-start-1 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums md:col-start-auto md:row-start-auto">
              {formatMoney(payment.amount, payment.currency)}
            </p>
            <p className="col-start-2 row-start-2 justify-self-end md:col-start-auto md:row-start-auto md:justify-self-start">
              <Badge variant="success">Completed</Badge>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AdminPaymentsPage() {
  const payments = usePayments();
  const summary = useMemo(() => summarizePayments(payments.data ?? []), [payments.data]);

  return (
    <>
      <DocumentTitle title="Payment Reports" />
      <PageHeader
        title="Payment Reports"
        description="Payments received for courses, with totals and recent activity."
        actions={
          <>
            <Button
              variant="secondary"
              loading={payments.isRefetching}
              onClick={() => void payments.refetch()}
            >
              {payments.isRefetching ? null : <RefreshCw aria-hidden="true" />}
              Refresh
            </Button>
            <Button
              disabled={!payments.data || payments.data.length === 0}
              onClick={() => (payments.data ? exportPayments(payments.data) : undefined)}
            >
              <Download aria-hidden="true" />
              Export CSV
            </Button>
          </>
        }
      />

      {payments.isPending ? (
        <LoadingState label="Loading payments..." />
      ) : payments.isError ? (
        <LoadError
          className="mt-6"
          message="Failed to fetch payments"
          retrying={payments.isRefetching}
          onRetry={() => void payments.refetch()}
        />
      ) : (
        <>
          <section
            aria-label="Payment summary"
            className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
          >
            <StatCard
              label="Total Revenue"
              value={formatDollars(summary.totalRevenue)}
              icon={DollarSign}
              tone="success"
            />
            <StatCard
              label="Total Transactions"
              value={formatCount(summary.totalTransactions)}
              icon={Receipt}
            />
            <StatCard
              label="Recent (30 days)"
              value={formatCount(summary.recent)}
              icon={CalendarClock}
              tone="warning"
            />
            <StatCard
              label="Average Payment"
              value={formatDollars(summary.averagePayment)}
              icon={CreditCard}
              tone="slate"
            />
          </section>

          <section aria-labelledby="transactions-title" className="mt-8">
            <h2 id="transactions-title" className="text-lg font-semibold text-slate-900">
              Transactions
            </h2>
            {payments.data.length === 0 ? (
              <EmptyState
                icon={CreditCard}
                title="No payments yet"
                description="Payments for paid courses will be listed here."
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
