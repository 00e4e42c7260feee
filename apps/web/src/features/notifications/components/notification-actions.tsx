import { useState } from 'react';
import { CheckCheck, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NetworkButton } from '../../../components/ui/network-button';
import { useToast } from '../../../components/ui/toast-context';
import { useNotifications } from '../api/get-notifications';
import { useDeleteAllNotifications, useMarkAllNotificationsRead } from '../api/notification-mutations';

/** Mark All Read (with the unread count) and Delete All (confirmed with the count). */
export function NotificationActions() {
  const { t } = useLingui();
  const { unreadCount, totalCount, isSuccess } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const deleteAll = useDeleteAllNotifications();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);

  if (!isSuccess || totalCount === 0) return null;

  const confirmDeleteAll = () =>
    deleteAll.mutate(undefined, {
      onSuccess: () => toast({ variant: 'success', title: t`All notifications deleted` }),
      onError: () => toast({ variant: 'error', title: t`Failed to delete all notifications` }),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <NetworkButton variant="secondary" disabled={unreadCount === 0} onClick={() => markAll.mutate()}>
        <CheckCheck aria-hidden="true" />
        <Trans>Mark All Read ({unreadCount})</Trans>
      </NetworkButton>
      <NetworkButton
        variant="secondary"
        className="text-danger-700 hover:border-danger-300 hover:bg-danger-50"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
        <Trans>Delete All</Trans>
      </NetworkButton>
      <ConfirmDialog
        needsNetwork
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete all notifications?`}
        description={t`Are you sure you want to delete all ${totalCount} notifications? This action cannot be undone.`}
        confirmLabel={t`Delete All`}
        pendingLabel={t`Deleting...`}
        destructive
        pending={deleteAll.isPending}
        onConfirm={confirmDeleteAll}
      />
    </>
  );
}
