import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';

type Issues = z.core.$ZodIssue[];

function issueFields(issues: Issues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.join('.') || 'body';
    if (!(name in fields)) fields[name] = issue.message;
  }
  return fields;
}

/** Validates data that did not pass through a route schema (multipart fields), with the same error body. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new AppError(
    'validation_error',
    result.error.issues[0]?.message ?? 'Invalid request.',
    issueFields(result.error.issues),
  );
}

const MISSING_BODY = 'A JSON body is required.';

/**
 * A route that takes a body answers a request without one (or with an empty one) by naming what it needs: the
 * fields an empty object lacks, or the body itself when every field is optional.
 */
export async function refuseMissingBody(request: FastifyRequest) {
  const schema = request.routeOptions.schema?.body;
  if (request.body !== undefined || !(schema instanceof z.ZodType)) return;
  const empty = schema.safeParse({});
  const fields = empty.success ? { body: MISSING_BODY } : issueFields(empty.error.issues);
  throw new AppError('validation_error', MISSING_BODY, fields);
}

/** RFC 2046: 1 to 70 characters from a small set, quoted when it contains spaces. */
const BOUNDARY_CHARS = "[0-9A-Za-z'()+_,\\-./:=?]";
const BOUNDARY = new RegExp(
  `;\\s*boundary=(?:"(?:${BOUNDARY_CHARS}| ){0,69}${BOUNDARY_CHARS}"|${BOUNDARY_CHARS}{1,70})\\s*(?:;|$)`,
  'i',
);

/** The multipart parser fails on a missing or broken boundary with a bare error; refuse such a form first. */
export async function refuseBrokenMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  if (!BOUNDARY.test(request.headers['content-type'] ?? '')) {
    throw new AppError('bad_request', 'The multipart form has no valid boundary.');
  }
}
