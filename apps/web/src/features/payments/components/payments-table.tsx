import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentPayment } from '@somo/contract/payments';
import { NetworkButton } from '../../../components/ui/network-button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { paymentAmount, paymentDate } from '../lib/format';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';

function PaymentAction({
  payment,
  onRefund,
}: {
  payment: StudentPayment;
  onRefund: (payment: StudentPayment) => void;
}) {
  const { t } = useLingui();
  const courseTitle = payment.course_title;
  if (payment.can_refund) {
    return (
      <NetworkButton
        variant="secondary"
        size="sm"
        aria-label={t`Refund ${courseTitle}`}
        onClick={() => onRefund(payment)}
      >
        <Trans>Refund</Trans>
      </NetworkButton>
    );
  }
  if (payment.status === 'pending') {
    return (
      <Link
        to={paths.payment(payment.id)}
        className="text-sm font-medium whitespace-nowrap text-brand-700 hover:text-brand-800"
      >
        <Trans>Check status</Trans>
      </Link>
    );
  }
  return null;
}

/**
 * The student's payments, newest first. On a phone the course, amount, status and the Refund button fit the
 * screen, and the date and receipt scroll inside the card; rows start with a link, so the scrolling region can be
 * reached by keyboard.
 */
export function PaymentsTable({
  payments,
  onRefund,
}: {
  payments: readonly StudentPayment[];
  onRefund: (payment: StudentPayment) => void;
}) {
  return (
    <Table>
      <TableCaption className="sr-only">
        <Trans>Your payments, newest first</Trans>
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="px-3 sm:px-4">
            <Trans>Course</Trans>
          </TableHead>
          <TableHead className="px-3 text-end sm:px-4">
            <Trans>Amount</Trans>
          </TableHead>
          <TableHead className="px-3 sm:px-4">
            <Trans>Status</Trans>
          </TableHead>
          <TableHead>
            <Trans>Date</Trans>
          </TableHead>
          <TableHead>
            <Trans>Receipt</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.id}>
            <TableCell className="min-w-32 px-3 sm:px-4">
              {payment.course_id === null ? (
                <span className="font-medium text-slate-900">{payment.course_title}</span>
              ) : (
                <Link
                  to={paths.course(payment.course_id)}
                  className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {payment.course_title}
                </Link>
              )}
            </TableCell>
            <TableCell className="px-3 text-end font-medium whitespace-nowrap text-slate-900 tabular-nums sm:px-4">
              {paymentAmount(payment)}
            </TableCell>
            {/* What can be done next sits with the status, so a phone shows it without scrolling sideways. */}
            <TableCell className="px-3 sm:px-4">
              <div className="flex flex-wrap items-center gap-2">
                <PaymentStatusBadge status={payment.status} />
                <PaymentAction payment={payment} onRefund={onRefund} />
              </div>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={paymentDate(payment)}>{formatDateTime(paymentDate(payment))}</time>
            </TableCell>
            {/* Relative, so the hidden 'None' stays inside the table's sideways scroll. */}
            <TableCell className="relative font-mono text-xs whitespace-nowrap">
              {payment.receipt_number ?? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">
                    <Trans>None</Trans>
                  </span>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
