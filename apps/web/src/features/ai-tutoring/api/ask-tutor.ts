import { useMutation } from '@tanstack/react-query';
import type { TutorBody, TutorResponse } from '@somo/contract/ai';
import { api } from '../../../lib/api-client';

export function postTutor(body: TutorBody): Promise<TutorResponse> {
  return api.call('POST /ai/tutor/', { body });
}

export function useTutorMutation() {
  return useMutation({ mutationFn: postTutor });
}
