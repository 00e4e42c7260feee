import type { Answers } from '@somo/contract/assessments';
import { api } from '../../../lib/api-client';

type SaveAnswer = { message: string; saved_at: string; time_remaining_seconds: number };

/** Called by the exam's autosaver (debounced, retried), so it has no mutation hook of its own. */
export function postSaveAnswers(assessmentId: number, answers: Answers): Promise<SaveAnswer> {
  return api.post<SaveAnswer>(`/student/assessments/${assessmentId}/save/`, { answers });
}
