import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog';
import { NetworkButton } from './network-button';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`, e.g. 'Deleting...'. */
  pendingLabel?: string;
  /** 'Cancel' when left out. */
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  /** The confirmed action needs the server: offline the confirm button does nothing and says why. */
  needsNetwork?: boolean;
  onConfirm: () => void;
};

/** The in-page replacement for window.confirm, keeping the spec's question texts. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  destructive = false,
  pending = false,
  needsNetwork = false,
  onConfirm,
}: ConfirmDialogProps) {
  const ConfirmButton = needsNetwork ? NetworkButton : Button;
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent title={title} description={description}>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {cancelLabel ?? <Trans>Cancel</Trans>}
            </Button>
          </DialogClose>
          <ConfirmButton variant={destructive ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </ConfirmButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
