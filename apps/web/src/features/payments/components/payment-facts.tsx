import { useLingui } from '@lingui/react/macro';
import type { StudentPayment } from '@somo/contract/payments';
import { formatDateTime } from '../../../lib/format';
import { paymentAmount, paymentDate } from '../lib/format';

/** What this payment is for and how much, as a short list of facts. */
export function PaymentFacts({ payment }: { payment: StudentPayment }) {
  const { t } = useLingui();
  const facts = [
    { term: t`Course`, value: payment.course_title },
    { term: t`Amount`, value: paymentAmount(payment) },
    { term: payment.paid_at ? t`Paid` : t`Started`, value: formatDateTime(paymentDate(payment)) },
    ...(payment.receipt_number ? [{ term: t`Receipt number`, value: payment.receipt_number }] : []),
  ];
  return (
    <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
      {facts.map(({ term, value }) => (
        <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-2.5">
          <dt className="text-slate-600">{term}</dt>
          <dd className="min-w-0 font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
