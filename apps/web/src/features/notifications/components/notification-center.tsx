import { useId, useState } from 'react';
import { BellOff, SearchX, SlidersHorizontal } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification, NotificationType } from '@somo/contract/notifications';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { NetworkButton } from '../../../components/ui/network-button';
import { SearchBox } from '../../../components/ui/search-box';
import { LoadingState } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast-context';
import { useNotifications } from '../api/get-notifications';
import { useDeleteNotification, useMarkNotificationRead } from '../api/notification-mutations';
import { useOpenNotification } from '../api/use-open-notification';
import { countByType, filterNotifications } from '../lib/filter-notifications';
import { NotificationFilters } from './notification-filters';
import { NotificationItem } from './notification-item';

/** The notifications page's list: search, type filters, per-item actions and the running count. */
export function NotificationCenter() {
  const { t, i18n } = useLingui();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const openNotification = useOpenNotification();
  const { toast } = useToast();
  const filtersId = useId();
  const [search, setSearch] = useState('');
  const [showFilters, setShowFilters] = useState(false);
  const [type, setType] = useState<NotificationType | null>(null);
  const [deleting, setDeleting] = useState<Notification | null>(null);

  if (list.isPending) return <LoadingState label={t`Loading notifications...`} />;
  if (list.isError && list.notifications.length === 0) {
    return (
      <Alert
        variant="error"
        title={t`Your notifications could not be loaded`}
        action={
          <NetworkButton
            variant="secondary"
            size="sm"
            loading={list.isRefetching}
            onClick={() => void list.refetch()}
          >
            <Trans>Try again</Trans>
          </NetworkButton>
        }
      >
        <Trans>Check your connection and try again.</Trans>
      </Alert>
    );
  }

  const { notifications, totalCount } = list;
  const visible = filterNotifications(notifications, { search, type, i18n });
  const shown = visible.length;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ variant: 'success', title: t`Notification deleted` }),
      onError: () => toast({ variant: 'error', title: t`Failed to delete notification` }),
      onSettled: () => setDeleting(null),
    });
  };

  if (notifications.length === 0) {
    return (
      <EmptyState
        icon={BellOff}
        title={t`No notifications yet`}
        description={t`Course news, messages, forum replies and announcements will show up here.`}
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchBox
          label={t`Search notifications`}
          placeholder={t`Search notifications...`}
          value={search}
          onChange={setSearch}
          className="flex-1"
        />
        <Button
          variant="secondary"
          aria-expanded={showFilters}
          aria-controls={filtersId}
          onClick={() => setShowFilters((shown) => !shown)}
          className={type ? 'border-brand-400 text-brand-800' : undefined}
        >
          <SlidersHorizontal aria-hidden="true" />
          <Trans>Filters</Trans>
          {type ? <span className="size-2 rounded-full bg-brand-600" aria-label={t`(1 active)`} /> : null}
        </Button>
      </div>
      {showFilters ? (
        <NotificationFilters
          id={filtersId}
          total={notifications.length}
          counts={countByType(notifications)}
          selected={type}
          onSelect={setType}
        />
      ) : null}

      {visible.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t`No matching notifications`}
          description={t`Nothing matches your search and filters. Try other words or another type.`}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setSearch('');
                setType(null);
              }}
            >
              <Trans>Clear filters</Trans>
            </Button>
          }
        />
      ) : (
        <ul aria-label={t`Notifications`} className="space-y-3">
          {visible.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={() => void openNotification(notification)}
              onMarkRead={() => markRead.mutate(notification.id)}
              onDelete={() => setDeleting(notification)}
            />
          ))}
        </ul>
      )}

      <div className="flex flex-col items-center gap-3 pt-2">
        {list.hasNextPage ? (
          <NetworkButton
            variant="secondary"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            <Trans>Load older notifications</Trans>
          </NetworkButton>
        ) : null}
        <p className="text-sm text-slate-500" role="status">
          <Trans>
            Showing {shown} of {totalCount} notifications
          </Trans>
        </p>
      </div>

      <ConfirmDialog
        needsNetwork
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete notification?`}
        description={t`Are you sure you want to delete this notification?`}
        confirmLabel={t`Delete`}
        pendingLabel={t`Deleting...`}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
