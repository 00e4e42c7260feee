import { useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@somo/contract/courses';
import { courseQueryOptions } from '../../../api/courses';

export type ForumCourseInfo = Pick<CourseDetail, 'id' | 'title'>;

/** Only the course's name is needed, for the forum headers: read from the one cached course answer. */
export function useForumCourse(courseId: string) {
  return useQuery({
    ...courseQueryOptions(courseId),
    select: (course): ForumCourseInfo => ({ id: course.id, title: course.title }),
  });
}
