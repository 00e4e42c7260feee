import { CircleCheck, Lock, MessageSquare, Pin, type LucideIcon } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ForumThreadSummary } from '@somo/contract/forums';
import { cn } from '../../../lib/cn';
import { threadStatus, type ThreadStatus } from '../lib/thread-status';

const looks: Record<ThreadStatus, { Icon: LucideIcon; label: MessageDescriptor; className: string }> = {
  pinned: { Icon: Pin, label: msg`Pinned`, className: 'bg-brand-50 text-brand-700 ring-brand-200' },
  locked: { Icon: Lock, label: msg`Locked`, className: 'bg-warning-50 text-warning-700 ring-warning-200' },
  solved: {
    Icon: CircleCheck,
    label: msg`Solved`,
    className: 'bg-success-50 text-success-700 ring-success-200',
  },
  open: {
    Icon: MessageSquare,
    label: msg`Open discussion`,
    className: 'bg-slate-50 text-slate-500 ring-slate-200',
  },
};

export function ThreadStatusIcon({
  thread,
}: {
  thread: Pick<ForumThreadSummary, 'pinned' | 'locked' | 'solved'>;
}) {
  const { i18n } = useLingui();
  const status = threadStatus(thread);
  const { Icon, label, className } = looks[status];
  return (
    <span
      data-status={status}
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full ring-1 ring-inset',
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{i18n._(label)}</span>
    </span>
  );
}
