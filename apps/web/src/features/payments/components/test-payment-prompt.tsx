import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { StudentPayment, TestCompleteBody } from '@somo/contract/payments';
import { Smartphone } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCompleteTestPayment } from '../api/complete-test-payment';
import { paymentAmount } from '../lib/format';
import { PHONE_NUMBER_ERROR, isMobileMoneyNumber } from '../lib/phone-number';

type Outcome = TestCompleteBody['outcome'];

/**
 * An imitation of a mobile-money prompt: the number to charge, then Approve or Decline. The number is only
 * checked for its form; nothing is sent to it, and the server settles the payment as the answer says.
 */
export function TestPaymentPrompt({ payment }: { payment: StudentPayment }) {
  const paymentId = String(payment.id);
  const navigate = useNavigate();
  const complete = useCompleteTestPayment(paymentId);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [answering, setAnswering] = useState<Outcome | null>(null);

  function answer(outcome: Outcome) {
    setAnswering(outcome);
    complete.mutate(outcome, {
      onSuccess: () => void navigate(paths.payment(paymentId), { replace: true }),
    });
  }

  function approve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isMobileMoneyNumber(phone)) {
      setPhoneError(PHONE_NUMBER_ERROR);
      return;
    }
    setPhoneError(undefined);
    answer('approve');
  }

  return (
    <form noValidate onSubmit={approve} className="space-y-5">
      <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-warning-100 text-warning-800">
          <Smartphone className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-slate-600">Pay</p>
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">{paymentAmount(payment)}</p>
          <p className="text-sm break-words text-slate-600">for {payment.course_title}</p>
        </div>
      </div>
      <Field label="Mobile money number" hint="For example 0772 123 456" error={phoneError} required>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          required
        />
      </Field>
      {complete.error ? (
        <Alert variant="error">
          {errorMessage(complete.error, 'The payment could not be answered. Please try again.')}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          loading={complete.isPending && answering === 'decline'}
          disabled={complete.isPending}
          onClick={() => answer('decline')}
        >
          Decline
        </Button>
        <Button
          type="submit"
          loading={complete.isPending && answering === 'approve'}
          disabled={complete.isPending}
        >
          Approve
        </Button>
      </div>
    </form>
  );
}
