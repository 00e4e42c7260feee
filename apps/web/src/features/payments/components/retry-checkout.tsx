import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { buttonStyles } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { paths } from '../../../lib/paths';
import { checkoutFailure } from '../../../lib/enroll-outcome';
import { useStartCheckout } from '../../../api/payments';

/** A new checkout for the same course after a failed payment, and the way back to the course. */
export function RetryCheckout({ courseId }: { courseId: number }) {
  const checkout = useStartCheckout();
  const failure = checkout.error ? checkoutFailure(checkout.error) : null;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <NetworkButton loading={checkout.isPending} onClick={() => checkout.mutate(courseId)}>
          {checkout.isPending ? null : <RotateCw aria-hidden="true" />}
          {checkout.isPending ? <Trans>Starting payment...</Trans> : <Trans>Try again</Trans>}
        </NetworkButton>
        <Link to={paths.course(courseId)} className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Back to the course</Trans>
        </Link>
      </div>
      {failure ? (
        <Alert variant={failure.kind === 'already-enrolled' ? 'info' : 'error'}>
          {failure.message}
          {failure.kind === 'already-enrolled' ? (
            <>
              {' '}
              <Link to={paths.student.learn(courseId)} className="font-medium underline underline-offset-2">
                <Trans>Go to the course</Trans>
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
