import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagingKeys } from '../../../api/messages';
import { afterSend, refreshCounts } from '../../../api/messages';

/** Spec 01 §7: a direct message's subject is always 'Direct Message'. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a value the spec fixes in the stored message, never shown
export const DIRECT_SUBJECT = 'Direct Message';
const MESSAGEABLE_LIMIT = 20;

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.conversations(),
    queryFn: ({ signal }) => api.call('GET /messages/', { signal }),
  });

export function useConversations(enabled = true) {
  return useQuery({ ...conversationsQueryOptions(), enabled });
}

export const directThreadQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: messagingKeys.directThread(userId),
    queryFn: async ({ signal, client }) => {
      const messages = await api.call('GET /messages/conversation/:userId/', { params: { userId }, signal });
      refreshCounts(client);
      return messages;
    },
  });

export function useDirectThread(userId: number) {
  return useQuery(directThreadQueryOptions(userId));
}

export function useSendDirectMessage(
  recipient: { id: number; name: string },
  sender: { id: number; name: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.call('POST /messages/send/', {
        body: { recipient_id: recipient.id, subject: DIRECT_SUBJECT, content },
      }),
    onSuccess: (answer, content) =>
      afterSend(queryClient, messagingKeys.directThread(recipient.id), {
        id: answer.message_id,
        sender_id: sender.id,
        sender_name: sender.name,
        recipient_id: recipient.id,
        recipient_name: recipient.name,
        subject: DIRECT_SUBJECT,
        content,
        created_at: new Date().toISOString(),
        is_read: false,
        course_id: null,
        course_title: null,
      }),
  });
}

/** The people the signed-in user may start a conversation with, filtered on the server. */
export function useMessageableUsers(search: string, enabled: boolean) {
  return useQuery({
    queryKey: messagingKeys.messageable(search),
    queryFn: ({ signal }) =>
      api.call('GET /users/messageable/', {
        query: { search: search || undefined, limit: MESSAGEABLE_LIMIT },
        signal,
      }),
    enabled,
    placeholderData: (previous) => previous,
  });
}
