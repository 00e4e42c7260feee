import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Message, SendMessageResponse } from '@somo/contract/messaging';
import { api } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';
import { afterSend, refreshCounts, removeMessage } from './thread-cache';

type Sent = z.infer<typeof SendMessageResponse>;
type Id = number | string;

export const courseThreadQueryOptions = (courseId: Id, otherId: Id) =>
  queryOptions({
    queryKey: messagingKeys.courseThread(courseId, otherId),
    queryFn: async ({ signal, client }) => {
      const messages = await api.get<Message[]>(
        `/messaging/course/${encodeURIComponent(courseId)}/${encodeURIComponent(otherId)}/`,
        { signal },
      );
      refreshCounts(client);
      return messages;
    },
  });

/** The course chat between the signed-in user and one other person, oldest first. */
export function useCourseThread(courseId: Id, otherId: Id) {
  return useQuery(courseThreadQueryOptions(courseId, otherId));
}

export type CourseMessageInput = { subject: string; content: string };

/** `draft` fills in what the server does not answer, for showing the message before the refetch. */
export function useSendCourseMessage(
  courseId: number,
  recipient: { id: number; name: string },
  sender: { id: number; name: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CourseMessageInput) =>
      api.post<Sent>('/messaging/send/', { course_id: courseId, recipient_id: recipient.id, ...input }),
    onSuccess: (answer, input) =>
      afterSend(queryClient, messagingKeys.courseThread(courseId, recipient.id), {
        id: answer.message_id,
        sender_id: sender.id,
        sender_name: sender.name,
        recipient_id: recipient.id,
        recipient_name: recipient.name,
        subject: input.subject,
        content: input.content,
        created_at: new Date().toISOString(),
        is_read: false,
        course_id: courseId,
        course_title: null,
      }),
  });
}

export function useDeleteCourseMessage(courseId: number, otherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      api.delete<{ message: string }>(`/messaging/delete/${encodeURIComponent(messageId)}/`),
    onSuccess: (_answer, messageId) =>
      removeMessage(queryClient, messagingKeys.courseThread(courseId, otherId), messageId),
  });
}
