import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Message } from '@somo/contract/messaging';
import { messagingKeys } from './messaging-keys';

/** Spec 01 §7: after sending, the message list is fetched again 1 second later. */
export const REFETCH_AFTER_SEND_MS = 1000;

/** Opening a conversation marks its incoming messages read, so the counts elsewhere change. */
export function refreshCounts(queryClient: QueryClient) {
  for (const queryKey of [
    messagingKeys.contacts(),
    messagingKeys.unreadCount(),
    messagingKeys.conversations(),
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/** Shows the sent message at once, then replaces it with the server's list a second later. */
export function afterSend(queryClient: QueryClient, threadKey: QueryKey, sent: Message) {
  queryClient.setQueryData<Message[]>(threadKey, (messages) =>
    messages && !messages.some((message) => message.id === sent.id) ? [...messages, sent] : messages,
  );
  window.setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: threadKey });
    refreshCounts(queryClient);
  }, REFETCH_AFTER_SEND_MS);
}

export function removeMessage(queryClient: QueryClient, threadKey: QueryKey, id: number) {
  queryClient.setQueryData<Message[]>(threadKey, (messages) =>
    messages?.filter((message) => message.id !== id),
  );
  void queryClient.invalidateQueries({ queryKey: threadKey });
  refreshCounts(queryClient);
}
