import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { ENROLL_TEXT } from '../api/enroll-outcome';

export function PaymentDialog({
  open,
  onOpenChange,
  price,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  price: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Payment" description={ENROLL_TEXT.payment}>
        <p className="text-sm text-slate-600">
          Price: <span className="font-semibold text-slate-900">{price}</span>. No payment has been taken.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
