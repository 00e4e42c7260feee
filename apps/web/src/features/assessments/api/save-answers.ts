import type { Answers } from '@somo/contract/assessments';
import { api } from '../../../lib/api-client';

/**
 * Called by the exam's answer queue (debounced, retried), so it has no mutation hook of its own. The key lets
 * the server answer a repeat as before and ignore a save older than one it already holds.
 */
export function postSaveAnswers(assessmentId: number, answers: Answers, idempotencyKey: string) {
  return api.call('POST /student/assessments/:id/save/', {
    params: { id: assessmentId },
    body: { answers, idempotency_key: idempotencyKey },
  });
}
