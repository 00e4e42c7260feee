import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, requestLoggerFactory, serializeError, serializeRequest } from './logging';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const EMAIL = 'amina@example.com';

/** What PGlite throws for a NUL in a parameter: the query and its parameters ride along on the error. */
function pgliteError() {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    code: '22021',
    severity: 'ERROR',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
    params: [EMAIL, HASH],
  });
  return new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    [EMAIL, HASH],
    cause,
  );
}

function logLines(write: (logger: pino.Logger) => void, level = 'info'): string {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  write(pino(loggerOptions(level), sink));
  return lines.join('');
}

describe('serializeError', () => {
  it('keeps only the kind of a failed query, never its SQL or parameters', () => {
    const text = JSON.stringify(serializeError(pgliteError()));
    expect(text).not.toContain(HASH);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('insert into');
    expect(serializeError(pgliteError())).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Database query failed.',
      cause: { code: '22021', message: 'Database query failed.' },
    });
  });

  it('keeps message, code and stack of other errors', () => {
    const error = Object.assign(new Error('disk full'), { code: 'ENOSPC' });
    expect(serializeError(error)).toMatchObject({ type: 'Error', message: 'disk full', code: 'ENOSPC' });
    expect(serializeError(error).stack).toContain('logging.unit.test.ts');
  });
});

describe('serializeRequest', () => {
  it('hides credentials passed in the query string', () => {
    const logged = serializeRequest({
      method: 'GET',
      url: '/api/notifications/stream/?access_token=eyJhbGciOi.secret.part&x=1',
      ip: '127.0.0.1',
    });
    expect(logged.url).toBe('/api/notifications/stream/?access_token=[redacted]&x=1');
  });

  it.each([
    ['/api/x/?token=abc', '/api/x/?token=[redacted]'],
    ['/api/x/?ticket=abc&refresh=def', '/api/x/?ticket=[redacted]&refresh=[redacted]'],
    ['/api/x/?refresh_token=abc', '/api/x/?refresh_token=[redacted]'],
    ['/api/courses/?search=python&limit=5', '/api/courses/?search=python&limit=5'],
    ['/api/courses/', '/api/courses/'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('the server logger', () => {
  it('writes no secret from errors, requests, headers or bodies', () => {
    const output = logLines((logger) => {
      logger.error({ err: pgliteError() }, 'unhandled error');
      logger.info(
        {
          req: {
            method: 'POST',
            url: '/api/notifications/stream/?access_token=live-token-value',
            headers: { authorization: 'Bearer live-token-value' },
          },
        },
        'incoming request',
      );
      logger.info({ headers: { authorization: 'Bearer live-token-value', cookie: 'sid=cookie-value' } });
      logger.info({ body: { username: 'amina', password: 'demo12345' } });
      logger.info({ login: { username: 'amina', password: 'demo12345' } });
    });
    for (const secret of [HASH, EMAIL, 'live-token-value', 'cookie-value', 'demo12345', 'insert into'])
      expect(output).not.toContain(secret);
    expect(output).toContain('Database query failed.');
    expect(output).toContain('access_token=[redacted]');
  });
});

describe('request loggers', () => {
  it('write below the level nothing, and above it lines with the request id and no secret', () => {
    const output = logLines((logger) => {
      const request = requestLoggerFactory(logger, { reqId: 'req-7' }, {});
      request.info({ login: { password: 'demo12345' } }, 'quiet line');
      request.warn({ login: { password: 'demo12345' } }, 'loud line');
      request.child({ step: 'child' }).error('child line');
    }, 'warn');
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['loud line', 'req-7'],
      ['child line', 'req-7'],
    ]);
    expect(output).not.toContain('demo12345');
  });

  it('follow a level given for the route', () => {
    const output = logLines((logger) => {
      requestLoggerFactory(logger, { reqId: 'req-8' }, { level: 'error' }).warn('not this');
      requestLoggerFactory(logger, { reqId: 'req-9' }, { level: 'debug' }).debug('this');
    });
    expect(output).not.toContain('not this');
    expect(output).toContain('req-9');
  });
});
