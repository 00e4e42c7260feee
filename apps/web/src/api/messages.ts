import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Message } from '@somo/contract/messaging';
import { api } from '../lib/api-client';

/**
 * Messages between people: the query keys, the course chat thread and the contact lists that the
 * messages pages, the instructor's course page and the lesson page all read.
 */
type Id = string | number;

/**
 * Every messaging query lives under ['messaging'], so a new message notification refreshes them all at
 * once, the dashboard's unread count included. Ids are kept as strings: route params and API numbers
 * must hit the same entry.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  unreadCount: () => ['messaging', 'unread-count'] as const,
  contacts: () => ['messaging', 'contacts'] as const,
  studentInstructors: () => ['messaging', 'contacts', 'instructors'] as const,
  instructorStudents: () => ['messaging', 'contacts', 'students'] as const,
  courseThread: (courseId: Id, otherId: Id) =>
    ['messaging', 'course', String(courseId), String(otherId)] as const,
  conversations: () => ['messaging', 'conversations'] as const,
  directThread: (userId: Id) => ['messaging', 'direct', String(userId)] as const,
  messageable: (search: string) => ['messaging', 'messageable', search] as const,
};

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

export const courseThreadQueryOptions = (courseId: Id, otherId: Id) =>
  queryOptions({
    queryKey: messagingKeys.courseThread(courseId, otherId),
    queryFn: async ({ signal, client }) => {
      const messages = await api.call('GET /messaging/course/:courseId/:otherUserId/', {
        params: { courseId, otherUserId: otherId },
        signal,
      });
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
      api.call('POST /messaging/send/', {
        body: { course_id: courseId, recipient_id: recipient.id, ...input },
      }),
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
      api.call('DELETE /messaging/delete/:messageId/', { params: { messageId } }),
    onSuccess: (_answer, messageId) =>
      removeMessage(queryClient, messagingKeys.courseThread(courseId, otherId), messageId),
  });
}

export const studentInstructorsQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.studentInstructors(),
    queryFn: ({ signal }) => api.call('GET /messaging/student-instructors/', { signal }),
  });

export const instructorStudentsQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.instructorStudents(),
    queryFn: ({ signal }) => api.call('GET /messaging/instructor-students/', { signal }),
  });

/** A student's instructors, one per enrolled course. */
export function useStudentInstructors(enabled = true) {
  return useQuery({ ...studentInstructorsQueryOptions(), enabled });
}

/** The students who have a conversation with this instructor, one per student and course. */
export function useInstructorStudents(enabled = true) {
  return useQuery({ ...instructorStudentsQueryOptions(), enabled });
}
