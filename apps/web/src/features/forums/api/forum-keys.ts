type Id = string | number;

export type ThreadFilters = { category: number | null; search: string };

/**
 * Every forum query lives under ['forums', 'course', courseId], so one invalidation refreshes a
 * whole course forum. Ids are kept as strings: route params and API numbers must hit the same entry.
 */
export const forumKeys = {
  all: ['forums'] as const,
  course: (courseId: Id) => ['forums', 'course', String(courseId)] as const,
  categories: (courseId: Id) => [...forumKeys.course(courseId), 'categories'] as const,
  threadLists: (courseId: Id) => [...forumKeys.course(courseId), 'threads'] as const,
  threads: (courseId: Id, filters: ThreadFilters) => [...forumKeys.threadLists(courseId), filters] as const,
  thread: (courseId: Id, threadId: Id) =>
    [...forumKeys.course(courseId), 'thread', String(threadId)] as const,
  stats: (courseId: Id) => [...forumKeys.course(courseId), 'stats'] as const,
};
