import { z } from 'zod';

/**
 * Every `code` the API can answer, with its HTTP status. Clients branch on the code, never on the message; an
 * endpoint's description lists the codes it can answer (endpoint.ts).
 */
export const ERROR_STATUS = {
  validation_error: 400,
  invalid_json: 400,
  bad_request: 400,
  attempt_in_progress: 400,
  no_attempt_in_progress: 400,
  attempts_exhausted: 400,
  assessment_closed: 400,
  assessment_has_submissions: 400,
  attempt_not_submitted: 400,
  not_authenticated: 401,
  invalid_credentials: 401,
  invalid_token: 401,
  token_expired: 401,
  refresh_token_reused: 401,
  invalid_signature: 401,
  payment_required: 402,
  forbidden: 403,
  account_inactive: 403,
  admin_request_pending: 403,
  admin_request_rejected: 403,
  registration_closed: 403,
  not_enrolled: 403,
  thread_locked: 403,
  refund_window_closed: 403,
  not_found: 404,
  conflict: 409,
  question_in_use: 409,
  no_questions_to_draw: 409,
  username_taken: 409,
  email_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  rate_limited: 429,
  internal_error: 500,
  payment_provider_error: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The body of every error answer of the API. */
export const ErrorBody = z.object({
  error: z.string(),
  detail: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
