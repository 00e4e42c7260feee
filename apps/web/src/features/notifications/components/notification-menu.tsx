import { useState } from 'react';
import { Link } from 'react-router';
import { Popover } from 'radix-ui';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification } from '@somo/contract/notifications';
import { NetworkButton } from '../../../components/ui/network-button';
import { LoadingState } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/notification-mutations';
import { useMessageRefresh } from '../api/use-message-refresh';
import { useNotificationStream } from '../api/use-notification-stream';
import { useOpenNotification } from '../api/use-open-notification';
import { formatShortAgo } from '../../../lib/format';
import { unreadBadgeText } from '../../../lib/unread-badge';
import { bellButtonStyles } from './bell-link';
import { notificationWords } from '../lib/notification-text';
import { NotificationIcon } from './notification-icon';

const MENU_SIZE = 8;

function MenuItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  // Through the hook, a language switch draws the item again, its time included.
  const { t, i18n } = useLingui();
  const unread = !notification.is_read;
  const { title, message } = notificationWords(notification, i18n);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          'flex w-full gap-3 px-4 py-3 text-start transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none',
          unread && 'bg-brand-50/40',
        )}
      >
        <NotificationIcon type={notification.type} unread={unread} />
        <span className="min-w-0 flex-1">
          <span className="flex items-start gap-2">
            <span
              className={cn(
                'min-w-0 flex-1 text-sm break-words text-slate-900',
                unread ? 'font-semibold' : 'font-medium',
              )}
            >
              {title}
            </span>
            {unread ? (
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
                <span className="sr-only">{t`Unread`}</span>
              </span>
            ) : null}
          </span>
          <span className="mt-0.5 line-clamp-2 text-sm break-words text-slate-600">{message}</span>
          <span className="mt-1 block text-xs text-slate-500">{formatShortAgo(notification.created_at)}</span>
        </span>
      </button>
    </li>
  );
}

function MenuBody({ onOpen }: { onOpen: (notification: Notification) => void }) {
  const { t } = useLingui();
  const list = useNotifications();
  if (list.isPending) return <LoadingState label={t`Loading notifications...`} className="py-10" />;
  if (list.isError && list.notifications.length === 0) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <p className="text-sm text-slate-600">
          <Trans>Your notifications could not be loaded.</Trans>
        </p>
        <NetworkButton variant="secondary" size="sm" onClick={() => void list.refetch()}>
          <Trans>Try again</Trans>
        </NetworkButton>
      </div>
    );
  }
  if (list.notifications.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <BellOff className="size-5" aria-hidden="true" />
        </span>
        <p className="text-sm font-medium text-slate-900">
          <Trans>No notifications yet</Trans>
        </p>
        <p className="text-sm text-slate-500">
          <Trans>Course news, messages and forum replies will show up here.</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul aria-label={t`Latest notifications`} className="divide-y divide-slate-100">
      {list.notifications.slice(0, MENU_SIZE).map((notification) => (
        <MenuItem key={notification.id} notification={notification} onOpen={() => onOpen(notification)} />
      ))}
    </ul>
  );
}

export function NotificationMenu() {
  const { t } = useLingui();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const list = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  useNotificationStream(user?.id ?? null);
  useMessageRefresh(list.notifications, list.isSuccess);
  const unread = list.unreadCount;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
        className={cn(bellButtonStyles, 'data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900')}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
          >
            {unreadBadgeText(unread)}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t`Notifications`}
          className="z-50 flex max-h-[min(36rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-overlay data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
            <h2 className="text-sm font-semibold text-slate-900">
              <Trans>Notifications</Trans>
              {unread > 0 ? (
                <span className="ms-1.5 font-normal text-slate-500">
                  <Trans>· {unread} unread</Trans>
                </span>
              ) : null}
            </h2>
            {unread > 0 ? (
              <NetworkButton variant="ghost" size="sm" className="-me-2" onClick={() => markAll.mutate()}>
                <CheckCheck aria-hidden="true" />
                <Trans>Mark all read</Trans>
              </NetworkButton>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <MenuBody
              onOpen={(notification) => {
                setOpen(false);
                void openNotification(notification);
              }}
            />
          </div>
          <div className="border-t border-slate-100 p-2">
            <Link
              to={paths.notifications()}
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-800"
            >
              <Trans>View All Notifications</Trans>
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
