import { useQuery } from '@tanstack/react-query';
import { courseQueryOptions } from '../../../api/courses';

export type LessonContext = {
  courseId: number;
  courseTitle: string;
  lessonId: number;
  lessonTitle: string;
};

/** The lesson named in the page's address, with its course, for the question it starts. */
export function useLessonContext(courseId: string | null, lessonId: string | null) {
  // The same answer as the course and learning pages: arriving from a lesson, it is usually cached.
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
