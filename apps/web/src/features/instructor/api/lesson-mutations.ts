import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InstructorLesson, LessonBody, LessonUpdateBody } from '@somo/contract/instructor';
import { api } from '../../../lib/api-client';
import { instructorKeys, publicCourseKeys } from '../../../api/instructor-courses';

/** A lesson change moves the course's lesson count and its public lesson list too. */
function refreshCourse(queryClient: QueryClient, courseId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: instructorKeys.course(courseId) }),
    queryClient.invalidateQueries({ queryKey: instructorKeys.list() }),
    queryClient.invalidateQueries({ queryKey: publicCourseKeys() }),
  ]);
}

export function postCreateLesson(courseId: string, body: LessonBody) {
  return api.call('POST /instructor/courses/:id/lessons/create/', { params: { id: courseId }, body });
}

export function useCreateLessonMutation(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LessonBody) => postCreateLesson(courseId, body),
    onSuccess: () => refreshCourse(queryClient, courseId),
  });
}

export function putUpdateLesson(courseId: string, lessonId: number, body: LessonUpdateBody) {
  return api.call('PUT /instructor/courses/:courseId/lessons/:lessonId/update/', {
    params: { courseId, lessonId },
    body,
  });
}

export function useUpdateLessonMutation(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, body }: { lessonId: number; body: LessonUpdateBody }) =>
      putUpdateLesson(courseId, lessonId, body),
    onSuccess: () => refreshCourse(queryClient, courseId),
  });
}

export function deleteLesson(courseId: string, lessonId: number) {
  return api.call('DELETE /instructor/courses/:courseId/lessons/:lessonId/delete/', {
    params: { courseId, lessonId },
  });
}

export function useDeleteLessonMutation(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: number) => deleteLesson(courseId, lessonId),
    onSuccess: () => refreshCourse(queryClient, courseId),
  });
}

export function postReorderLessons(courseId: string, lessonIds: number[]) {
  return api.call('POST /instructor/courses/:id/lessons/reorder/', {
    params: { id: courseId },
    body: { lesson_ids: lessonIds },
  });
}

/** Moves the lessons on screen at once and puts them back if the server refuses. */
export function useReorderLessonsMutation(courseId: string) {
  const queryClient = useQueryClient();
  const key = instructorKeys.lessons(courseId);
  return useMutation({
    mutationFn: (lessonIds: number[]) => postReorderLessons(courseId, lessonIds),
    onMutate: async (lessonIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InstructorLesson[]>(key);
      if (previous) {
        const byId = new Map(previous.map((lesson) => [lesson.id, lesson]));
        const reordered = lessonIds
          .map((id, index) => {
            const lesson = byId.get(id);
            return lesson ? { ...lesson, order: index + 1 } : null;
          })
          .filter((lesson): lesson is InstructorLesson => lesson !== null);
        queryClient.setQueryData(key, reordered);
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (lessons) => queryClient.setQueryData(key, lessons),
    onSettled: () => refreshCourse(queryClient, courseId),
  });
}
