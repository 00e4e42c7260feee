import { BookOpen, MessageSquare, MessagesSquare } from 'lucide-react';

type ForumTotalsProps = { courses: number; discussions: number; messages: number };

export function ForumTotals({ courses, discussions, messages }: ForumTotalsProps) {
  const items = [
    { label: 'Courses', value: courses, Icon: BookOpen },
    { label: 'Discussions', value: discussions, Icon: MessagesSquare },
    { label: 'Messages', value: messages, Icon: MessageSquare },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {items.map(({ label, value, Icon }) => (
        <div
          key={label}
          className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-card sm:flex-row sm:items-center sm:gap-4 sm:p-5"
        >
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex flex-col">
            <dt className="order-2 text-xs text-slate-500 sm:text-sm">{label}</dt>
            <dd className="order-1 text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
