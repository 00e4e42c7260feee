import { cn } from '../../../lib/cn';
import { typeInfo } from '../lib/notification-types';

export function NotificationIcon({
  type,
  unread,
  className,
}: {
  type: string;
  unread: boolean;
  className?: string;
}) {
  const Icon = typeInfo(type).icon;
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full',
        unread ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-500',
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}
