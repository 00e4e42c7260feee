import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentPayment, TestCompleteBody } from '@somo/contract/payments';
import { Smartphone } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { NetworkButton } from '../../../components/ui/network-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCompleteTestPayment } from '../api/complete-test-payment';
import { paymentAmount } from '../lib/format';
import { isMobileMoneyNumber } from '../lib/phone-number';

type Outcome = TestCompleteBody['outcome'];

/**
 * An imitation of a mobile-money prompt: the number to charge, then Approve or Decline. The number is only
 * checked for its form; nothing is sent to it, and the server settles the payment as the answer says.
 */
export function TestPaymentPrompt({ payment }: { payment: StudentPayment }) {
  const { t } = useLingui();
  const paymentId = String(payment.id);
  const amount = paymentAmount(payment);
  const courseTitle = payment.course_title;
  const navigate = useNavigate();
  const complete = useCompleteTestPayment(paymentId);
  const [phone, setPhone] = useState('');
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const [answering, setAnswering] = useState<Outcome | null>(null);

  function answer(outcome: Outcome) {
    setAnswering(outcome);
    complete.mutate(outcome, {
      onSuccess: () => void navigate(paths.payment(paymentId), { replace: true }),
    });
  }

  function approve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Offline Approve says why it does nothing; Enter in the number field does nothing either.
    if (!navigator.onLine) return;
    const valid = isMobileMoneyNumber(phone);
    setPhoneInvalid(!valid);
    if (!valid) return;
    answer('approve');
  }

  return (
    <form noValidate onSubmit={approve} className="space-y-5">
      <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-warning-100 text-warning-800">
          <Smartphone className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-slate-600">
            <Trans>Pay</Trans>
          </p>
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">{amount}</p>
          <p className="text-sm break-words text-slate-600">
            <Trans>for {courseTitle}</Trans>
          </p>
        </div>
      </div>
      <Field
        label={t`Mobile money number`}
        hint={t`For example 0772 123 456`}
        error={phoneInvalid ? t`Enter a mobile money number such as 0772 123 456.` : undefined}
        required
      >
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
          {errorMessage(complete.error, t`The payment could not be answered. Please try again.`)}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <NetworkButton
          variant="secondary"
          loading={complete.isPending && answering === 'decline'}
          disabled={complete.isPending}
          onClick={() => answer('decline')}
        >
          <Trans>Decline</Trans>
        </NetworkButton>
        <NetworkButton
          type="submit"
          loading={complete.isPending && answering === 'approve'}
          disabled={complete.isPending}
        >
          <Trans>Approve</Trans>
        </NetworkButton>
      </div>
    </form>
  );
}
