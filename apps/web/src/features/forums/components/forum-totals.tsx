import { BookOpen, MessageSquare, MessagesSquare } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';

type ForumTotalsProps = { courses: number; discussions: number; messages: number };

export function ForumTotals({ courses, discussions, messages }: ForumTotalsProps) {
  const { t } = useLingui();
  const items = [
    { label: t`Courses`, value: courses, Icon: BookOpen },
    { label: t`Discussions`, value: discussions, Icon: MessagesSquare },
    { label: t`Messages`, value: messages, Icon: MessageSquare },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {items.map(({ label, value, Icon }) => (
        // A term and its value sit directly in their group, as a description list requires; the icon
        // belongs to the term and is placed beside both.
        <div
          key={label}
          className="relative flex flex-col justify-center gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-card sm:min-h-21 sm:p-5 sm:ps-20"
        >
          <dt className="order-2 text-xs text-slate-500 sm:text-sm">
            <span className="absolute top-1/2 start-5 hidden size-11 -translate-y-1/2 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {label}
          </dt>
          <dd className="order-1 text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">
            {formatNumber(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
