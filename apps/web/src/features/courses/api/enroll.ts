import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { courseQueryOptions } from '../../../api/courses';
import { enrollmentStatusQueryOptions } from './get-enrollment-status';
import { enrollmentKeys } from '../../../api/enrollments';

export function postEnroll(courseId: string) {
  return api.call('POST /student/enroll/', { body: { course_id: Number(courseId) } });
}

/** Marks the course enrolled at once and refetches what an enrolment changes (lesson content, lists). */
export function useEnrollMutation(courseId: string) {
  const queryClient = useQueryClient();
  const markEnrolled = () => {
    queryClient.setQueryData(enrollmentStatusQueryOptions(courseId).queryKey, true);
    void queryClient.invalidateQueries({ queryKey: courseQueryOptions(courseId).queryKey });
    void queryClient.invalidateQueries({ queryKey: enrollmentKeys.all(), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: ['courses', 'list'], refetchType: 'none' });
  };
  const mutation = useMutation({ mutationFn: () => postEnroll(courseId), onSuccess: markEnrolled });
  return { ...mutation, markEnrolled };
}
