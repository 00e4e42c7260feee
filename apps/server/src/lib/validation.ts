import type { z } from 'zod';
import { AppError } from './errors';

/** Validates data that did not pass through a route schema (multipart fields), with the same error body. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join('.');
    if (name && !(name in fields)) fields[name] = issue.message;
  }
  throw new AppError('validation_error', result.error.issues[0]?.message ?? 'Invalid request.', fields);
}
