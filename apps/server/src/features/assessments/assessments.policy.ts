import type { Actor } from '../../lib/auth';
import { forbidden } from '../../lib/errors';

export function assertStudent(actor: Actor) {
  if (actor.role !== 'student') forbidden('Access Denied: Only students can access the assessments page.');
}

type StudentView = { assessment: { isActive: boolean }; coursePublished: boolean; enrolled: boolean };

/**
 * A student sees, takes and submits an assessment only while it is active, its course is published and they
 * are enrolled in that course; otherwise it answers 404, saying nothing about whether it exists.
 */
export function canTakeAssessment({ assessment, coursePublished, enrolled }: StudentView): boolean {
  return assessment.isActive && coursePublished && enrolled;
}
