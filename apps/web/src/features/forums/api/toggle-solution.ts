import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

export type SolutionResult = { is_solution: boolean; solved: boolean };

export function toggleSolution(courseId: string, postId: number): Promise<SolutionResult> {
  return api.post<SolutionResult>(`/courses/${encodeURIComponent(courseId)}/forum/posts/${postId}/solution/`);
}

export function useToggleSolution(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => toggleSolution(courseId, postId),
    // Marking one post clears any other, and the thread's solved flag shows in the lists.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.course(courseId) }),
  });
}
