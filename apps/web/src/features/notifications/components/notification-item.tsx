import { Check, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification } from '@somo/contract/notifications';
import { Badge } from '../../../components/ui/badge';
import { NetworkButton } from '../../../components/ui/network-button';
import { cn } from '../../../lib/cn';
import { notificationWords } from '../lib/notification-text';
import { typeInfo } from '../lib/notification-types';
import { pageTime } from '../lib/notification-time';
import { NotificationIcon } from './notification-icon';

type NotificationItemProps = {
  notification: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
  onDelete: () => void;
};

export function NotificationItem({ notification, onOpen, onMarkRead, onDelete }: NotificationItemProps) {
  const { t, i18n } = useLingui();
  const unread = !notification.is_read;
  const { title, message } = notificationWords(notification, i18n);
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4 shadow-card transition-colors sm:flex-row sm:items-start',
        unread ? 'border-brand-200 bg-brand-50/40' : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <NotificationIcon type={notification.type} unread={unread} />
        <div className="min-w-0 flex-1">
          <button
            type="button"
            onClick={onOpen}
            className="block w-full rounded-md text-start focus-visible:ring-3 focus-visible:ring-brand-500/25 focus-visible:outline-none"
          >
            <span
              className={cn(
                'block text-sm break-words text-slate-900 hover:text-brand-800 sm:text-base',
                unread ? 'font-semibold' : 'font-medium',
              )}
            >
              {title}
              {unread ? <span className="sr-only"> {t`(unread)`}</span> : null}
            </span>
            <span className="mt-0.5 block text-sm break-words text-slate-600">{message}</span>
          </button>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <Badge variant={unread ? 'brand' : 'neutral'}>{i18n._(typeInfo(notification.type).label)}</Badge>
            <time dateTime={notification.created_at}>{pageTime(notification.created_at)}</time>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-1 ps-12 sm:ps-0">
        {unread ? (
          <NetworkButton variant="ghost" size="sm" onClick={onMarkRead} aria-label={t`Mark Read: ${title}`}>
            <Check aria-hidden="true" />
            <Trans>Mark Read</Trans>
          </NetworkButton>
        ) : null}
        <NetworkButton
          variant="ghost"
          size="sm"
          className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
          onClick={onDelete}
          aria-label={t`Delete: ${title}`}
        >
          <Trash2 aria-hidden="true" />
          <Trans>Delete</Trans>
        </NetworkButton>
      </div>
    </li>
  );
}
