import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrolledCourse } from '@somo/contract/enrollments';
import { api } from '../../../lib/api-client';

/** A course the assistant can be asked about: one the student is enrolled in. */
export type StudyCourse = { id: number; title: string };

export function getEnrolledCourses(signal?: AbortSignal): Promise<EnrolledCourse[]> {
  return api.call('GET /student/enrolled-courses/', { signal });
}

// The same key as the dashboard's list of courses: the answer is usually cached already.
const enrolledCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['enrollments', 'enrolled-courses'],
    queryFn: ({ signal }) => getEnrolledCourses(signal),
  });

function byTitle(a: StudyCourse, b: StudyCourse) {
  return a.title.localeCompare(b.title) || a.id - b.id;
}

/** The student's courses for the course picker, by title. */
export function useStudyCourses() {
  return useQuery({
    ...enrolledCoursesQueryOptions(),
    select: (courses): StudyCourse[] => courses.map(({ id, title }) => ({ id, title })).sort(byTitle),
  });
}
