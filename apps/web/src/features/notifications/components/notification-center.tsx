import { useId, useState } from 'react';
import { BellOff, SearchX, SlidersHorizontal } from 'lucide-react';
import type { Notification, NotificationType } from '@somo/contract/notifications';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
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

  if (list.isPending) return <LoadingState label="Loading notifications..." />;
  if (list.isError && list.notifications.length === 0) {
    return (
      <Alert
        variant="error"
        title="Your notifications could not be loaded"
        action={
          <Button
            variant="secondary"
            size="sm"
            loading={list.isRefetching}
            onClick={() => void list.refetch()}
          >
            Try again
          </Button>
        }
      >
        Check your connection and try again.
      </Alert>
    );
  }

  const { notifications, totalCount } = list;
  const visible = filterNotifications(notifications, { search, type });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ variant: 'success', title: 'Notification deleted' }),
      onError: () => toast({ variant: 'error', title: 'Failed to delete notification' }),
      onSettled: () => setDeleting(null),
    });
  };

  if (notifications.length === 0) {
    return (
      <EmptyState
        icon={BellOff}
        title="No notifications yet"
        description="Course news, messages, forum replies and announcements will show up here."
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchBox
          label="Search notifications"
          placeholder="Search notifications..."
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
          Filters
          {type ? <span className="size-2 rounded-full bg-brand-600" aria-label="(1 active)" /> : null}
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
          title="No matching notifications"
          description="Nothing matches your search and filters. Try other words or another type."
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setSearch('');
                setType(null);
              }}
            >
              Clear filters
            </Button>
          }
        />
      ) : (
        <ul aria-label="Notifications" className="space-y-3">
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
          <Button
            variant="secondary"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load older notifications
          </Button>
        ) : null}
        <p className="text-sm text-slate-500" role="status">
          Showing {visible.length} of {totalCount} notifications
        </p>
      </div>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete notification?"
        description="Are you sure you want to delete this notification?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
