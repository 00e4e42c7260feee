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
