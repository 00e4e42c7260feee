import type { FastifyBaseLogger } from 'fastify';
import { levels, type Bindings, type ChildLoggerOptions, type LoggerOptions } from 'pino';

/**
 * What the logs may never carry: credentials in headers and bodies, the failing SQL and its parameters (a
 * password hash, an e-mail address), and tokens passed in a URL. Everything is dropped here, once, for every log
 * line of the app.
 */
const REDACTED = '[redacted]';

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body',
  'req.body',
  'password',
  'token',
  'refresh',
  'access',
  '*.password',
  '*.password_confirm',
  '*.passwordHash',
  '*.token',
  '*.access',
  '*.refresh',
  '*.access_token',
  '*.refresh_token',
];

/** Query parameters whose values are credentials, e.g. ?access_token= on the notification stream. */
const SECRET_PARAMETER = /(^|[_-])(token|ticket|refresh|secret|password|signature|session|key|code)$/i;

/** A URL with the values of credential query parameters replaced. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return SECRET_PARAMETER.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export type SerializedError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  cause?: SerializedError;
};

type ErrorFacts = Error & { code?: unknown; statusCode?: unknown; constraint?: unknown };

/**
 * Drizzle wraps a failed query as "Failed query: <sql> params: <values>"; PGlite and node-postgres add the query,
 * its parameters and a detail quoting the offending row. Only the kind of failure is kept.
 */
function isDatabaseError(error: object): boolean {
  return 'query' in error || 'params' in error || ('severity' in error && 'code' in error);
}

/** The call sites only: the first lines of a stack repeat the message. */
function callSites(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

const MAX_CAUSES = 5;

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A non-error value was thrown.' };
  const facts = error as ErrorFacts;
  const database = isDatabaseError(error);
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: database ? 'Database query failed.' : error.message,
    stack: database ? callSites(error.stack) : error.stack,
  };
  if (typeof facts.code === 'string') serialized.code = facts.code;
  if (typeof facts.statusCode === 'number') serialized.statusCode = facts.statusCode;
  if (database && typeof facts.constraint === 'string') serialized.constraint = facts.constraint;
  if (error.cause !== undefined && depth < MAX_CAUSES)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** The logger of the running server: level from the config, secrets kept out. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, made the first time the request writes a line at a level the server logs. pino writes the
 * request id through every redaction rule when it makes a child logger, which for a read answered from memory was
 * a twentieth of the server's time; most requests write nothing at the level a server runs.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  fatal(...line: unknown[]) {
    this.write('fatal', line);
  }

  error(...line: unknown[]) {
    this.write('error', line);
  }

  warn(...line: unknown[]) {
    this.write('warn', line);
  }

  info(...line: unknown[]) {
    this.write('info', line);
  }

  debug(...line: unknown[]) {
    this.write('debug', line);
  }

  trace(...line: unknown[]) {
    this.write('trace', line);
  }

  // The level that writes nothing.
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  private logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  private write(level: Level, line: unknown[]) {
    const threshold = levels.values[this.level] ?? Number.POSITIVE_INFINITY;
    if ((levels.values[level] ?? 0) < threshold) return;
    (this.logger()[level] as (...args: unknown[]) => void)(...line);
  }
}

/** Fastify's factory of request loggers: each made only when its request logs (RequestLogger). */
export const requestLoggerFactory = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new RequestLogger(logger, bindings, options);
