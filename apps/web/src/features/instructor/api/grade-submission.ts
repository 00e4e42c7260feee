import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstructorAssessmentDetail } from '@somo/contract/assessments';
import { api } from '../../../lib/api-client';
import { instructorKeys } from '../../../api/instructor-courses';
import { assessmentKeys } from '../../../api/assessments';

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
 * The answer is the regraded submission: it replaces its old copy in the detail at once. A mark can settle a
 * result, so the 'Needs marking' list and the course's students' progress are read again.
 */
export function useGradeSubmissionMutation(courseId: number, assessmentId: number) {
  const queryClient = useQueryClient();
  const key = assessmentKeys.courseDetail(courseId, assessmentId);
  return useMutation({
    mutationFn: (input: GradeInput) => postGradeSubmission(courseId, assessmentId, input),
    onSuccess: (submission) => {
      queryClient.setQueryData<InstructorAssessmentDetail>(key, (detail) =>
        detail
          ? {
              ...detail,
              submissions: detail.submissions.map((item) => (item.id === submission.id ? submission : item)),
            }
          : detail,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.courseList(courseId) }),
        queryClient.invalidateQueries({ queryKey: assessmentKeys.markingQueue() }),
        queryClient.invalidateQueries({ queryKey: instructorKeys.students(courseId) }),
      ]);
    },
  });
}
