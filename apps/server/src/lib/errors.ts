import { ERROR_STATUS, type ErrorCode } from '@somo/contract/errors';

export type { ErrorCode };

const STATUS_BY_CODE = ERROR_STATUS;

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
