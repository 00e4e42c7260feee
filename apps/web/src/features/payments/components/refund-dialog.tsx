import { useLingui } from '@lingui/react/macro';
import type { StudentPayment } from '@somo/contract/payments';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorText } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useRefundPayment } from '../api/refund-payment';
import { paymentAmount } from '../lib/format';

type RefundDialogProps = {
  /** The payment to refund; null while the dialog is closed. */
  payment: StudentPayment | null;
  onClose: () => void;
};

/** Asks before refunding, saying plainly that the course access ends with it. */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const { t } = useLingui();
  const refund = useRefundPayment();
  const amount = payment ? paymentAmount(payment) : '';
  const courseTitle = payment?.course_title ?? '';
  const { toast } = useToast();

  function close() {
    refund.reset();
    onClose();
  }

  function confirm() {
    if (!payment) return;
    refund.mutate(payment.id, {
      onSuccess: () => {
        toast({ title: t`Payment refunded.`, variant: 'success' });
        close();
      },
    });
  }

  return (
    <ConfirmDialog
      needsNetwork
      open={payment !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t`Refund this payment?`}
      description={
        payment ? t`${amount} will be returned to you, and your access to ${courseTitle} ends.` : undefined
      }
      confirmLabel={t`Refund`}
      pendingLabel={t`Refunding...`}
      destructive
      pending={refund.isPending}
      onConfirm={confirm}
    >
      <ErrorText
        announce
        message={
          refund.error ? errorMessage(refund.error, t`The refund could not be made. Please try again.`) : null
        }
      />
    </ConfirmDialog>
  );
}
