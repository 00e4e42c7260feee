import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@somo/contract/courses';
import { api } from '../../../lib/api-client';

export function getCourseWithLessons(courseId: string, signal?: AbortSignal): Promise<CourseDetail> {
  return api.get<CourseDetail>(`/courses/${encodeURIComponent(courseId)}/`, { signal });
}

// The same key as the course and learning pages: arriving from a lesson, the answer is usually cached.
const courseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', 'detail', courseId],
    queryFn: ({ signal }) => getCourseWithLessons(courseId, signal),
  });

export type LessonContext = {
  courseId: number;
  courseTitle: string;
  lessonId: number;
  lessonTitle: string;
};

/** The lesson named in the page's address, with its course, for the question it starts. */
export function useLessonContext(courseId: string | null, lessonId: string | null) {
  return useQuery({
    ...courseQueryOptions(courseId ?? ''),
    enabled: courseId !== null && lessonId !== null,
    select: (course): LessonContext | null => {
      const lesson = course.lessons.find((item) => String(item.id) === lessonId);
      return lesson
        ? { courseId: course.id, courseTitle: course.title, lessonId: lesson.id, lessonTitle: lesson.title }
        : null;
    },
  });
}
