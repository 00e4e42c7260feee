import { useQuery } from '@tanstack/react-query';
import { enrolledCoursesQueryOptions } from '../../../api/enrollments';

/** A course the assistant can be asked about: one the student is enrolled in. */
export type StudyCourse = { id: number; title: string };

function byTitle(a: StudyCourse, b: StudyCourse) {
  return a.title.localeCompare(b.title) || a.id - b.id;
}

/** The student's courses for the course picker, by title (the dashboard's cached list, usually). */
export function useStudyCourses() {
  return useQuery({
    ...enrolledCoursesQueryOptions(),
    select: (courses): StudyCourse[] => courses.map(({ id, title }) => ({ id, title })).sort(byTitle),
  });
}
