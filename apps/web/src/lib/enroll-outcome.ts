import type { Role } from '@somo/contract/auth';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { ROLE_LABELS } from './user-display';

/** Spec 01 §8, enrol outcomes, word for word. */
export const ENROLL_TEXT = {
  success: 'Successfully enrolled in the course!',
  alreadyEnrolled: 'You are already enrolled in this course.',
  signInAgain: 'Authentication failed. Please log in again.',
  forbidden: "You don't have permission to enroll in this course.",
  accessDenied: 'Access denied. Please contact support if you believe this is an error.',
  invalid: 'Invalid enrollment request.',
  serverError: 'Server error. Please try again later.',
  network: NETWORK_ERROR_MESSAGE,
  failed: 'Enrollment failed. Please try again.',
} as const;

export type EnrollFailure =
  /** 409: the course is the student's already; show it as enrolled. */
  | { kind: 'already-enrolled'; message: string }
  /** 401: the session is gone; sign out and go to /login. */
  | { kind: 'sign-in-again'; message: string }
  /** 403: the message plus the 'Access denied' alert. */
  | { kind: 'denied'; message: string; alert: string }
  | { kind: 'failed'; message: string };

export function enrollFailure(error: unknown): EnrollFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: ENROLL_TEXT.failed };
  const { status, serverMessage } = error;
  if (status === 409) return { kind: 'already-enrolled', message: ENROLL_TEXT.alreadyEnrolled };
  if (status === 401) return { kind: 'sign-in-again', message: ENROLL_TEXT.signInAgain };
  if (status === 403)
    return { kind: 'denied', message: ENROLL_TEXT.forbidden, alert: ENROLL_TEXT.accessDenied };
  if (status === 400) return { kind: 'failed', message: serverMessage ?? ENROLL_TEXT.invalid };
  if (status >= 500) return { kind: 'failed', message: ENROLL_TEXT.serverError };
  if (error.isNetworkError) return { kind: 'failed', message: ENROLL_TEXT.network };
  return { kind: 'failed', message: serverMessage ?? ENROLL_TEXT.failed };
}

/**
 * A paid course's checkout that could not start reads like a failed enrolment, except that payments not set up
 * on this platform (503) or a provider that did not answer (502) are told in the server's own words.
 */
export function checkoutFailure(error: unknown): EnrollFailure {
  if (error instanceof ApiError && (error.status === 502 || error.status === 503) && error.serverMessage) {
    return { kind: 'failed', message: error.serverMessage };
  }
  return enrollFailure(error);
}

/** Spec 01 §8: only students enrol; anyone else is told so before any request is made. */
export function nonStudentMessage(role: Role): string {
  return `${ROLE_LABELS[role]}s cannot enroll in courses. Only students can enroll.`;
}
