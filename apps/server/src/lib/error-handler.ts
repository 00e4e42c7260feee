import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@somo/contract/errors';
import { AppError, type ErrorCode } from './errors';

const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'invalid_json',
    message: 'The request body is empty; JSON was expected.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Unsupported content type; send JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'Invalid Content-Length header.' },
};

function body(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return fields
    ? { error: message, detail: message, code, fields }
    : { error: message, detail: message, code };
}

function validationBody(issues: { instancePath: string; message?: string }[]): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'Invalid value';
    if (name && !(name in fields)) fields[name] = message;
  }
  const first = issues[0];
  const message = first?.instancePath.replace(/^\//, '')
    ? (first.message ?? 'Invalid request.')
    : 'The request body must be a JSON object with the expected fields.';
  return body('validation_error', message, fields);
}

export function sendError(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).send(body(error.code, error.message, error.fields));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return sendError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.code(400).send(validationBody(error.validation));
    if (error.validation) return reply.code(400).send(validationBody(error.validation));
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, new AppError(known.code, known.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body('bad_request', error.message || 'Bad request.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(body('internal_error', 'Something went wrong on our side. Please try again in a moment.'));
  });
}

export function apiNotFound(reply: FastifyReply) {
  return reply.code(404).send(body('not_found', 'This API endpoint does not exist.'));
}
