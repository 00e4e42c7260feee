import { useState } from 'react';
import { CheckCheck, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast-context';
import { useNotifications } from '../api/get-notifications';
import { useDeleteAllNotifications, useMarkAllNotificationsRead } from '../api/notification-mutations';

/** Mark All Read (with the unread count) and Delete All (confirmed with the count). */
export function NotificationActions() {
  const { unreadCount, totalCount, isSuccess } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const deleteAll = useDeleteAllNotifications();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);

  if (!isSuccess || totalCount === 0) return null;

  const confirmDeleteAll = () =>
    deleteAll.mutate(undefined, {
      onSuccess: () => toast({ variant: 'success', title: 'All notifications deleted' }),
      onError: () => toast({ variant: 'error', title: 'Failed to delete all notifications' }),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Button variant="secondary" disabled={unreadCount === 0} onClick={() => markAll.mutate()}>
        <CheckCheck aria-hidden="true" />
        Mark All Read ({unreadCount})
      </Button>
      <Button
        variant="secondary"
        className="text-danger-700 hover:border-danger-300 hover:bg-danger-50"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
        Delete All
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete all notifications?"
        description={`Are you sure you want to delete all ${totalCount} notifications? This action cannot be undone.`}
        confirmLabel="Delete All"
        pendingLabel="Deleting..."
        destructive
        pending={deleteAll.isPending}
        onConfirm={confirmDeleteAll}
      />
    </>
  );
}
