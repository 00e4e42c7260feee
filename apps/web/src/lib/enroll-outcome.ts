import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@somo/contract/auth';
import { ApiError } from './api-client';
import { apiErrorText, NETWORK_ERROR } from './error-messages';
import { i18n } from './i18n/i18n';
import { translatedLabels } from './translated-labels';

/** Spec 01 §8, enrol outcomes, word for word (in English), in the interface language when read. */
export const ENROLL_TEXT = translatedLabels({
  success: msg`Successfully enrolled in the course!`,
  alreadyEnrolled: msg`You are already enrolled in this course.`,
  signInAgain: msg`Authentication failed. Please log in again.`,
  forbidden: msg`You don't have permission to enroll in this course.`,
  accessDenied: msg`Access denied. Please contact support if you believe this is an error.`,
  invalid: msg`Invalid enrollment request.`,
  serverError: msg`Server error. Please try again later.`,
  network: NETWORK_ERROR,
  failed: msg`Enrollment failed. Please try again.`,
});

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
  const { status } = error;
  if (status === 409) return { kind: 'already-enrolled', message: ENROLL_TEXT.alreadyEnrolled };
  if (status === 401) return { kind: 'sign-in-again', message: ENROLL_TEXT.signInAgain };
  if (status === 403)
    return { kind: 'denied', message: ENROLL_TEXT.forbidden, alert: ENROLL_TEXT.accessDenied };
  if (status === 400) return { kind: 'failed', message: apiErrorText(error, ENROLL_TEXT.invalid) };
  if (status >= 500) return { kind: 'failed', message: ENROLL_TEXT.serverError };
  if (error.isNetworkError) return { kind: 'failed', message: ENROLL_TEXT.network };
  return { kind: 'failed', message: apiErrorText(error, ENROLL_TEXT.failed) };
}

/**
 * A paid course's checkout that could not start reads like a failed enrolment, except that payments not set up
 * on this platform (503) or a provider that did not answer (502) are told in the server's own words.
 */
export function checkoutFailure(error: unknown): EnrollFailure {
  if (error instanceof ApiError && (error.status === 502 || error.status === 503) && error.serverMessage) {
    return { kind: 'failed', message: apiErrorText(error, error.serverMessage) };
  }
  return enrollFailure(error);
}

/** One whole sentence per role, so each language can say it its own way. */
const NON_STUDENT_MESSAGES: Record<Role, MessageDescriptor> = {
  student: msg`Students cannot enroll in courses. Only students can enroll.`,
  instructor: msg`Instructors cannot enroll in courses. Only students can enroll.`,
  admin: msg`Admins cannot enroll in courses. Only students can enroll.`,
};

/** Spec 01 §8: only students enrol; anyone else is told so before any request is made. */
export function nonStudentMessage(role: Role): string {
  return i18n._(NON_STUDENT_MESSAGES[role]);
}
