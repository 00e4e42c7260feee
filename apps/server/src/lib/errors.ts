const STATUS_BY_CODE = {
  validation_error: 400,
  invalid_json: 400,
  bad_request: 400,
  not_authenticated: 401,
  invalid_credentials: 401,
  invalid_token: 401,
  token_expired: 401,
  refresh_token_reused: 401,
  payment_required: 402,
  forbidden: 403,
  account_inactive: 403,
  admin_request_pending: 403,
  admin_request_rejected: 403,
  registration_closed: 403,
  not_enrolled: 403,
  not_found: 404,
  conflict: 409,
  username_taken: 409,
  email_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}

export function notFound(message = 'Not found.'): never {
  throw new AppError('not_found', message);
}

export function forbidden(message = "You don't have permission to do this."): never {
  throw new AppError('forbidden', message);
}
