import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseCreateBody } from '@somo/contract/instructor';
import { api } from '../../../lib/api-client';
import { instructorKeys, publicCourseKeys } from '../../../api/instructor-courses';

export function postCreateCourse(body: CourseCreateBody) {
  return api.call('POST /instructor/courses/create/', { body });
}

export function useCreateCourseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateCourse,
    onSuccess: async (course) => {
      queryClient.setQueryData(instructorKeys.detail(course.id), course);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: instructorKeys.list() }),
        queryClient.invalidateQueries({ queryKey: publicCourseKeys() }),
      ]);
    },
  });
}
