import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseProgress, LessonCompletionResponse } from '@somo/contract/enrollments';
import { api } from '../../../lib/api-client';
import { courseProgressQueryOptions } from '../../../api/course-progress';
import { enrollmentKeys } from '../../../api/enrollments';

type CompletionInput = { lessonId: number; completed: boolean };

/** POST marks the lesson complete, DELETE undoes it; both are idempotent. */
export function putLessonCompletion(
  courseId: string,
  { lessonId, completed }: CompletionInput,
): Promise<LessonCompletionResponse> {
  const input = { params: { courseId, lessonId } };
  return completed
    ? api.call('POST /student/courses/:courseId/lessons/:lessonId/complete/', input)
    : api.call('DELETE /student/courses/:courseId/lessons/:lessonId/complete/', input);
}

function applyCompletion(progress: CourseProgress, result: LessonCompletionResponse): CourseProgress {
  return {
    ...progress,
    overall_progress: result.overall_progress,
    progress: result.progress,
    lesson_progress: progress.lesson_progress.map((lesson) =>
      lesson.lesson_id === result.lesson_id
        ? {
            ...lesson,
            completed: result.completed,
            completed_at: result.completed ? (lesson.completed_at ?? new Date().toISOString()) : null,
          }
        : lesson,
    ),
  };
}

/** Shows the answer at once, then refetches this course's progress and the dashboard's figures. */
export function useLessonCompletion(courseId: string) {
  const queryClient = useQueryClient();
  const progressKey = courseProgressQueryOptions(courseId).queryKey;
  return useMutation({
    mutationFn: (input: CompletionInput) => putLessonCompletion(courseId, input),
    onSuccess: (result) => {
      queryClient.setQueryData(progressKey, (current) =>
        current ? applyCompletion(current, result) : current,
      );
      return queryClient.invalidateQueries({ queryKey: enrollmentKeys.all() });
    },
  });
}
