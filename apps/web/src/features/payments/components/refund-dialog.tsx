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
  const refund = useRefundPayment();
  const { toast } = useToast();

  function close() {
    refund.reset();
    onClose();
  }

  function confirm() {
    if (!payment) return;
    refund.mutate(payment.id, {
      onSuccess: () => {
        toast({ title: 'Payment refunded.', variant: 'success' });
        close();
      },
    });
  }

  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Refund this payment?"
      description={
        payment
          ? `${paymentAmount(payment)} will be returned to you, and your access to ${payment.course_title} ends.`
          : undefined
      }
      confirmLabel="Refund"
      pendingLabel="Refunding..."
      destructive
      pending={refund.isPending}
      onConfirm={confirm}
    >
      <ErrorText
        announce
        message={
          refund.error ? errorMessage(refund.error, 'The refund could not be made. Please try again.') : null
        }
      />
    </ConfirmDialog>
  );
}
