/** One shared list, so the bell, the notifications page and the stream always agree. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
};
