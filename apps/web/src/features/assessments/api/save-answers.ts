import type { Answers } from '@somo/contract/assessments';
import { api } from '../../../lib/api-client';

/** Called by the exam's autosaver (debounced, retried), so it has no mutation hook of its own. */
export function postSaveAnswers(assessmentId: number, answers: Answers) {
  return api.call('POST /student/assessments/:id/save/', { params: { id: assessmentId }, body: { answers } });
}
