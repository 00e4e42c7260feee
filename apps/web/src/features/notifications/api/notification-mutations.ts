import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  clearCache,
  markAllReadInCache,
  markReadInCache,
  removeFromCache,
  setUnreadCount,
} from './notification-cache';
import { notificationKeys } from '../../../api/notifications';

/** A poll answering after the change would show it unread again. */
function cancelRefetch(queryClient: QueryClient) {
  return queryClient.cancelQueries({ queryKey: notificationKeys.list() });
}

/** Shown as read at once; the server's count then replaces the guess, or a failure reloads the list. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('POST /notifications/:id/read/', { params: { id } }),
    onMutate: async (id) => {
      await cancelRefetch(queryClient);
      markReadInCache(queryClient, id);
    },
    onSuccess: (answer) => setUnreadCount(queryClient, answer.unread_count),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('POST /notifications/mark-all-read/'),
    onMutate: async () => {
      await cancelRefetch(queryClient);
      markAllReadInCache(queryClient);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('DELETE /notifications/:id/delete/', { params: { id } }),
    onSuccess: (answer, id) => removeFromCache(queryClient, id, answer.unread_count),
  });
}

export function useDeleteAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('DELETE /notifications/delete-all/'),
    onSuccess: () => clearCache(queryClient),
  });
}
