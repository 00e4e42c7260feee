import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@somo/contract/courses';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export type ForumCourseInfo = Pick<CourseDetail, 'id' | 'title'>;

/** Only the course's name is needed, for the forum headers. */
export async function getForumCourse(courseId: string, signal?: AbortSignal): Promise<ForumCourseInfo> {
  const course = await api.get<CourseDetail>(`/courses/${encodeURIComponent(courseId)}/`, { signal });
  return { id: course.id, title: course.title };
}

export const forumCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: forumKeys.courseInfo(courseId),
    queryFn: ({ signal }) => getForumCourse(courseId, signal),
    staleTime: 5 * 60_000,
  });

export function useForumCourse(courseId: string) {
  return useQuery(forumCourseQueryOptions(courseId));
}
