import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instructorKeys } from '../../../api/instructor-courses';
import { assessmentKeys } from '../../../api/assessments';
import { submissionPagesKey } from './get-course-assessment';
import { courseSubmissionKey } from './get-course-submission';

type GradeInput = { submissionId: number; questionIndex: number; correct: boolean };

export function postGradeSubmission(
  courseId: number,
  assessmentId: number,
  { submissionId, questionIndex, correct }: GradeInput,
) {
  return api.call('POST /instructor/courses/:courseId/assessments/:id/submissions/:submissionId/grade/', {
    params: { courseId, id: assessmentId, submissionId },
    body: { grades: { [String(questionIndex)]: correct } },
  });
}

/**
 * The answer is the regraded submission: it replaces the one under review at once. A mark changes its row in
 * the submissions list and can settle a result, so the list, the 'Needs marking' list and the course's
 * students' progress are read again.
 */
export function useGradeSubmissionMutation(courseId: number, assessmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GradeInput) => postGradeSubmission(courseId, assessmentId, input),
    onSuccess: (submission) => {
      queryClient.setQueryData(courseSubmissionKey(courseId, assessmentId, submission.id), submission);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: submissionPagesKey(courseId, assessmentId) }),
        queryClient.invalidateQueries({ queryKey: assessmentKeys.courseList(courseId) }),
        queryClient.invalidateQueries({ queryKey: assessmentKeys.markingQueue() }),
        queryClient.invalidateQueries({ queryKey: instructorKeys.students(courseId) }),
      ]);
    },
  });
}
