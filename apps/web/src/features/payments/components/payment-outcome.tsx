import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentPayment } from '@somo/contract/payments';
import { CheckCircle2, PlayCircle, Undo2, XCircle } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { paymentKeys } from '../../../api/payments';
import { CheckoutLink } from './checkout-link';
import { PaymentFacts } from './payment-facts';
import { RetryCheckout } from './retry-checkout';
import { enrollmentKeys } from '../../../api/enrollments';

/** Long enough to read the receipt number, short enough not to wait for nothing. */
export const SUCCESS_REDIRECT_MS = 3000;

function OutcomeHeading({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <span className={cn('flex size-14 items-center justify-center rounded-full', tone)}>{icon}</span>
      <h1 className="text-2xl font-semibold tracking-tight text-balance text-slate-900">{title}</h1>
      <div className="max-w-md text-sm text-pretty text-slate-600">{children}</div>
    </div>
  );
}

function MyPaymentsLink() {
  return (
    <Link to={paths.student.payments()} className={buttonStyles({ variant: 'secondary' })}>
      <Trans>My payments</Trans>
    </Link>
  );
}

function PendingOutcome({ payment }: { payment: StudentPayment }) {
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle title={t`Confirming your payment`} />
      <OutcomeHeading
        tone="bg-brand-50 text-brand-700"
        // A slow turn: waiting on a phone prompt can take a minute, and a fast spinner reads as trouble.
        icon={<Spinner className="size-7 [animation-duration:2.5s] motion-reduce:animate-none" />}
        title={t`Confirming your payment`}
      >
        <p role="status">
          <Trans>Waiting for confirmation from your payment provider</Trans>
        </p>
        <p className="mt-1">
          <Trans>
            This page updates by itself. If you approved the payment on your phone, it can take a minute.
          </Trans>
        </p>
      </OutcomeHeading>
      <PaymentFacts payment={payment} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        {payment.checkout_url ? (
          <CheckoutLink checkoutUrl={payment.checkout_url}>
            <Trans>Return to the payment page</Trans>
          </CheckoutLink>
        ) : null}
        <MyPaymentsLink />
      </div>
    </>
  );
}

/** The enrolment the payment made shows at once on the course, dashboard and learning pages. */
function useRefreshEnrolments() {
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const queryKey of [enrollmentKeys.all(), ['courses'], paymentKeys.mine()]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
}

function SucceededOutcome({ payment }: { payment: StudentPayment }) {
  const { t } = useLingui();
  const courseTitle = payment.course_title;
  const navigate = useNavigate();
  const learnPath = payment.course_id === null ? null : paths.student.learn(payment.course_id);
  useRefreshEnrolments();
  useEffect(() => {
    if (!learnPath) return;
    const timer = window.setTimeout(() => void navigate(learnPath, { replace: true }), SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [learnPath, navigate]);

  return (
    <>
      <DocumentTitle title={t`Payment successful`} />
      <OutcomeHeading
        tone="bg-success-50 text-success-700"
        icon={<CheckCircle2 className="size-7" aria-hidden="true" />}
        title={t`Payment successful`}
      >
        <p>
          <Trans>
            You are enrolled in <span className="font-medium text-slate-900">{courseTitle}</span>.
          </Trans>
        </p>
      </OutcomeHeading>
      <PaymentFacts payment={payment} />
      {learnPath ? (
        <div className="flex flex-col items-center gap-3">
          <p role="status" className="text-sm text-slate-600">
            <Trans>Taking you to your course...</Trans>
          </p>
          <Link to={learnPath} replace className={buttonStyles({ size: 'lg' })}>
            <PlayCircle aria-hidden="true" />
            <Trans>Start Learning</Trans>
          </Link>
        </div>
      ) : (
        <div className="flex justify-center">
          <MyPaymentsLink />
        </div>
      )}
    </>
  );
}

function FailedOutcome({ payment }: { payment: StudentPayment }) {
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle title={t`Payment failed`} />
      <OutcomeHeading
        tone="bg-danger-50 text-danger-700"
        icon={<XCircle className="size-7" aria-hidden="true" />}
        title={t`Payment failed`}
      >
        <p role="alert">
          <Trans>The payment did not go through, so you are not enrolled in this course.</Trans>
        </p>
      </OutcomeHeading>
      <PaymentFacts payment={payment} />
      {payment.course_id === null ? (
        <div className="flex justify-center">
          <MyPaymentsLink />
        </div>
      ) : (
        <RetryCheckout courseId={payment.course_id} />
      )}
    </>
  );
}

function RefundedOutcome({ payment }: { payment: StudentPayment }) {
  const { t } = useLingui();
  const refundedOn = payment.refunded_at ? formatDateTime(payment.refunded_at) : null;
  return (
    <>
      <DocumentTitle title={t`Payment refunded`} />
      <OutcomeHeading
        tone="bg-slate-100 text-slate-700"
        icon={<Undo2 className="size-7" aria-hidden="true" />}
        title={t`Payment refunded`}
      >
        <p>
          {refundedOn ? (
            <Trans>This payment was refunded on {refundedOn}. Your access to the course has ended.</Trans>
          ) : (
            <Trans>This payment was refunded. Your access to the course has ended.</Trans>
          )}
        </p>
      </OutcomeHeading>
      <PaymentFacts payment={payment} />
      <div className="flex justify-center">
        <MyPaymentsLink />
      </div>
    </>
  );
}

/** The payment as it stands: waiting, paid (then on to the course), failed (with a retry) or refunded. */
export function PaymentOutcome({ payment }: { payment: StudentPayment }) {
  switch (payment.status) {
    case 'pending':
      return <PendingOutcome payment={payment} />;
    case 'succeeded':
      return <SucceededOutcome payment={payment} />;
    case 'failed':
      return <FailedOutcome payment={payment} />;
    case 'refunded':
      return <RefundedOutcome payment={payment} />;
  }
}
