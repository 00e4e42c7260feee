import { Link } from 'react-router';
import type { StudentPayment } from '@somo/contract/payments';
import { Button } from '../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { formatPaymentDate, paymentAmount, paymentDate } from '../lib/format';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';

function PaymentAction({
  payment,
  onRefund,
}: {
  payment: StudentPayment;
  onRefund: (payment: StudentPayment) => void;
}) {
  if (payment.can_refund) {
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Refund ${payment.course_title}`}
        onClick={() => onRefund(payment)}
      >
        Refund
      </Button>
    );
  }
  if (payment.status === 'pending') {
    return (
      <Link
        to={paths.payment(payment.id)}
        className="text-sm font-medium whitespace-nowrap text-brand-700 hover:text-brand-800"
      >
        Check status
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
      <TableCaption className="sr-only">Your payments, newest first</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className="px-3 sm:px-4">Course</TableHead>
          <TableHead className="px-3 text-end sm:px-4">Amount</TableHead>
          <TableHead className="px-3 sm:px-4">Status</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Receipt</TableHead>
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
              <time dateTime={paymentDate(payment)}>{formatPaymentDate(paymentDate(payment))}</time>
            </TableCell>
            {/* Relative, so the hidden 'None' stays inside the table's sideways scroll. */}
            <TableCell className="relative font-mono text-xs whitespace-nowrap">
              {payment.receipt_number ?? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">None</span>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
