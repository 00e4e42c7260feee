import { ApiError } from '../../../lib/api-client';

/** The screen's own failure text, followed by the server's reason when it gave one. */
export function failureText(error: unknown, text: string): string {
  return error instanceof ApiError && error.serverMessage ? `${text}: ${error.serverMessage}` : text;
}
