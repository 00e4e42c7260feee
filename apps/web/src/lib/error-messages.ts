import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '@somo/contract/errors';
import type { ApiError } from './api-client';
import { i18n } from './i18n/i18n';

/** Spec §7's text for a request that never reached the server (api-client's `network_error`, status 0). */
export const NETWORK_ERROR = msg`Network connection failed. Please check your internet connection.`;
const BAD_REQUEST = msg`This request could not be handled. Please check it and try again.`;

/**
 * What each error code of the API means, for readers of other languages: the server writes its `error` text in
 * English only. One message per code, so it names the situation rather than repeating the server's wording.
 */
export const ERROR_MESSAGES: Record<ErrorCode | 'network_error', MessageDescriptor> = {
  validation_error: msg`Some of the information is not valid. Please check it and try again.`,
  invalid_json: msg`The request could not be read. Please try again.`,
  bad_request: BAD_REQUEST,
  // A video or download asked for a part of a file past its end: as for any other request the server refused.
  range_not_satisfiable: BAD_REQUEST,
  attempt_in_progress: msg`Assessment already in progress`,
  no_attempt_in_progress: msg`No attempt in progress for this assessment.`,
  attempts_exhausted: msg`You have used all your attempts for this assessment.`,
  assessment_closed: msg`This assessment is not open right now.`,
  assessment_has_submissions: msg`Cannot delete assessment with existing submissions.`,
  attempt_not_submitted: msg`Only submitted attempts can be graded.`,
  not_authenticated: msg`Please sign in to continue.`,
  invalid_credentials: msg`Invalid username or password`,
  invalid_token: msg`Your session is no longer valid. Please sign in again.`,
  token_expired: msg`Your session has expired. Please sign in again.`,
  refresh_token_reused: msg`Your session is no longer valid. Please sign in again.`,
  invalid_signature: msg`The signature of this request is not valid.`,
  payment_required: msg`Payment required`,
  forbidden: msg`You don't have permission to do this.`,
  account_inactive: msg`This account has been deactivated. Please contact an administrator.`,
  admin_request_pending: msg`Your administrator account request is awaiting approval. You will receive an e-mail once it has been approved.`,
  admin_request_rejected: msg`Your administrator account request was not approved.`,
  registration_closed: msg`Registration of new accounts of this kind is currently closed.`,
  not_enrolled: msg`You are not enrolled in this course.`,
  thread_locked: msg`This thread is locked and accepts no new replies.`,
  refund_window_closed: msg`This payment can no longer be refunded: refunds are possible within 30 days of payment.`,
  not_found: msg`Not found.`,
  conflict: msg`This could not be done because something changed meanwhile. Please reload the page and try again.`,
  question_in_use: msg`This question is in the question list of an assessment: remove it from there first.`,
  no_questions_to_draw: msg`This assessment has no questions to ask yet. Please tell your instructor.`,
  username_taken: msg`A user with that username already exists.`,
  email_taken: msg`A user with that email already exists.`,
  payload_too_large: msg`The file is too large.`,
  unsupported_media_type: msg`This type of file is not accepted.`,
  rate_limited: msg`Too many attempts. Please wait a moment and try again.`,
  internal_error: msg`Server error. Please try again later.`,
  payment_provider_error: msg`The payment provider did not answer. Please try again later.`,
  service_unavailable: msg`This service is unavailable right now. Please try again in a minute.`,
  network_error: NETWORK_ERROR,
};

function isKnownCode(code: string): code is keyof typeof ERROR_MESSAGES {
  return Object.hasOwn(ERROR_MESSAGES, code);
}

/** The message for an error code, or undefined for a code this app does not know. */
export function errorCodeMessage(code: string): MessageDescriptor | undefined {
  return isKnownCode(code) ? ERROR_MESSAGES[code] : undefined;
}

/**
 * A failed call's text for the reader. English readers get the server's own words (the spec quotes them);
 * readers of other languages the translation of the error's code, or the server's words for a code this app
 * does not know. When the server said nothing (no answer, an empty body), the screen's `fallback`.
 */
export function apiErrorText(error: Pick<ApiError, 'code' | 'serverMessage'>, fallback: string): string {
  if (!error.serverMessage) return fallback;
  if (i18n.locale === 'en') return error.serverMessage;
  const message = errorCodeMessage(error.code);
  return message ? i18n._(message) : error.serverMessage;
}
