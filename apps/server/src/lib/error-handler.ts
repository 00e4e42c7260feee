import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@somo/contract/errors';
import { AppError, type ErrorCode } from './errors';

const MULTIPART_LIMIT = {
  code: 'payload_too_large',
  message: 'The form has too many parts or fields.',
} as const;
const MALFORMED_MULTIPART = {
  code: 'bad_request',
  message: 'The multipart form is malformed.',
} as const;

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
  // @fastify/multipart
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'unsupported_media_type',
    message: 'Send this form as multipart/form-data.',
  },
  FST_REQ_FILE_TOO_LARGE: { code: 'payload_too_large', message: 'The file is too large.' },
  FST_PARTS_LIMIT: MULTIPART_LIMIT,
  FST_FILES_LIMIT: { code: 'payload_too_large', message: 'Send one file at a time.' },
  FST_FIELDS_LIMIT: MULTIPART_LIMIT,
  FST_PROTO_VIOLATION: MALFORMED_MULTIPART,
  FST_INVALID_JSON_FIELD_ERROR: MALFORMED_MULTIPART,
  FST_MP_PREMATURE_CLOSE: MALFORMED_MULTIPART,
};

function body(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return fields
    ? { error: message, detail: message, code, fields }
    : { error: message, detail: message, code };
}

type Issue = { instancePath: string; message?: string };

/** Issues about the whole body (or query, or params) are named after it, so `fields` is never empty. */
function validationBody(issues: Issue[], context: string | undefined): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
    const message = issue.message ?? 'Invalid value';
    if (!(name in fields)) fields[name] = message;
  }
  const first = issues[0];
  const message = first?.instancePath.replace(/^\//, '')
    ? (first.message ?? 'Invalid request.')
    : 'The request body must be a JSON object with the expected fields.';
  return body('validation_error', message, fields);
}

/** The multipart parser (busboy) reports a broken form as a plain Error, without a code. */
function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  return (
    request.isMultipart() &&
    error.code === undefined &&
    error.statusCode === undefined &&
    /multipart|part header|boundary/i.test(error.message)
  );
}

/** Beyond this, a refused upload is cut off rather than read to its end. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * A client still sending a body we refuse (413, or any error before the body was read) gets a reset connection,
 * and never sees our answer, if we close while its bytes are in flight. Reading the rest first lets it read the
 * answer; Fastify still closes the connection after it.
 */
function drainRequest(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  if (Number(raw.headers['content-length']) > MAX_DRAINED_BYTES) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const finish = () => {
      raw.off('data', count);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      resolve();
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_DRAINED_BYTES) finish();
    };
    raw.on('data', count);
    raw.once('end', finish);
    raw.once('error', finish);
    raw.once('close', finish);
    raw.resume();
  });
}

export function sendError(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).send(body(error.code, error.message, error.fields));
}

function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendError(reply, error);
  if (error.validation) {
    return reply.code(400).send(validationBody(error.validation ?? [], error.validationContext));
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return sendError(reply, new AppError(known.code, known.message));
  if (isMalformedMultipart(error, request)) {
    return sendError(reply, new AppError(MALFORMED_MULTIPART.code, MALFORMED_MULTIPART.message));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(body('bad_request', error.message || 'Bad request.'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .code(500)
    .send(body('internal_error', 'Something went wrong on our side. Please try again in a moment.'));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    await drainRequest(request.raw);
    return answer(error, request, reply);
  });
}

/** Errors Fastify answers before any route runs, such as a path that is not valid percent-encoding. */
export function answerFrameworkError(reply: FastifyReply) {
  return sendError(reply, new AppError('bad_request', 'The address of this request is not valid.'));
}

export function apiNotFound(reply: FastifyReply) {
  return reply.code(404).send(body('not_found', 'This API endpoint does not exist.'));
}
