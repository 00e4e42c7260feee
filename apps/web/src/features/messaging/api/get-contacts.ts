import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstructorStudentContact, StudentInstructorContact } from '@somo/contract/messaging';
import { api } from '../../../lib/api-client';
import { messagingKeys } from './messaging-keys';

export const studentInstructorsQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.studentInstructors(),
    queryFn: ({ signal }) =>
      api.get<StudentInstructorContact[]>('/messaging/student-instructors/', { signal }),
  });

export const instructorStudentsQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.instructorStudents(),
    queryFn: ({ signal }) =>
      api.get<InstructorStudentContact[]>('/messaging/instructor-students/', { signal }),
  });

/** A student's instructors, one per enrolled course. */
export function useStudentInstructors(enabled = true) {
  return useQuery({ ...studentInstructorsQueryOptions(), enabled });
}

/** The students who have a conversation with this instructor, one per student and course. */
export function useInstructorStudents(enabled = true) {
  return useQuery({ ...instructorStudentsQueryOptions(), enabled });
}
