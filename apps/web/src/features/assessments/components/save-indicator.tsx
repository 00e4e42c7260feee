import { CheckCircle2, CloudUpload, HardDrive, PencilLine } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { SaveStatus } from '../lib/autosaver';

const texts: Record<SaveStatus, MessageDescriptor> = {
  idle: msg`Answers save automatically`,
  unsaved: msg`Not saved yet`,
  saving: msg`Saving…`,
  saved: msg`Saved`,
};

const KEPT_ON_DEVICE = msg`Kept on this device`;

/**
 * A quiet line that tells the student whether the server has their latest answers (offline: that this device
 * keeps them).
 */
export function SaveIndicator({
  status,
  offline = false,
  className,
}: {
  status: SaveStatus;
  offline?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  const kept = offline && status === 'unsaved';
  return (
    <p
      role="status"
      aria-live="polite"
      className={cn('inline-flex items-center gap-1.5 text-xs font-medium text-slate-600', className)}
    >
      {status === 'saving' ? (
        <Spinner className="size-3.5 text-slate-500" />
      ) : status === 'saved' ? (
        <CheckCircle2 className="size-3.5 text-success-600" aria-hidden="true" />
      ) : kept ? (
        <HardDrive className="size-3.5 text-slate-500" aria-hidden="true" />
      ) : status === 'unsaved' ? (
        <PencilLine className="size-3.5 text-warning-600" aria-hidden="true" />
      ) : (
        <CloudUpload className="size-3.5 text-slate-400" aria-hidden="true" />
      )}
      <span>{i18n._(kept ? KEPT_ON_DEVICE : texts[status])}</span>
    </p>
  );
}
