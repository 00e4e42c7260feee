import { Writable } from 'node:stream';
import { styleText } from 'node:util';

/**
 * Log lines for a person at a terminal: one short line per request ("GET /api/courses/ 200 12 ms") and a time,
 * a level and a message for everything else. pino writes JSON; this stream reads each line back and rewrites it,
 * so the JSON a log collector receives (when the output is not a terminal) stays exactly as it is.
 */
type LogLine = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
};

type Style = Parameters<typeof styleText>[0];

type Level = { name: string; style: Style };

const INFO: Level = { name: 'INFO ', style: 'green' };

const LEVELS: Record<number, Level> = {
  10: { name: 'TRACE', style: 'gray' },
  20: { name: 'DEBUG', style: 'gray' },
  30: INFO,
  40: { name: 'WARN ', style: 'yellow' },
  50: { name: 'ERROR', style: 'red' },
  60: { name: 'FATAL', style: 'magenta' },
};

/** Fields already shown in the line itself, or noise for a reader. */
const SHOWN = new Set([
  'level',
  'time',
  'msg',
  'pid',
  'hostname',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

function clock(time: number | undefined): string {
  return new Date(time ?? Date.now()).toTimeString().slice(0, 8);
}

function extraFields(line: LogLine): string {
  const extras = Object.entries(line).filter(([field]) => !SHOWN.has(field));
  return extras.map(([field, value]) => `${field}=${JSON.stringify(value)}`).join(' ');
}

function statusStyle(status: number): Style {
  if (status >= 500) return 'red';
  if (status >= 400) return 'yellow';
  return 'green';
}

export type ReadableLogOptions = { colors: boolean };

/** Formats pino's JSON lines; remembers each request's method and URL until its response is logged. */
export function createReadableLogFormatter({ colors }: ReadableLogOptions) {
  const paint = (style: Style, text: string) => (colors ? styleText(style, text) : text);
  const pending = new Map<string, string>();

  function requestLine(line: LogLine): string | undefined {
    if (line.msg === 'incoming request' && line.reqId) {
      pending.set(line.reqId, `${line.req?.method ?? '?'} ${line.req?.url ?? '?'}`);
      return undefined;
    }
    if (line.msg !== 'request completed' || !line.reqId) return undefined;
    const request = pending.get(line.reqId) ?? 'request';
    pending.delete(line.reqId);
    const status = line.res?.statusCode ?? 0;
    const took = Math.round(line.responseTime ?? 0);
    return `${request} ${paint(statusStyle(status), String(status))} ${paint('gray', `${took} ms`)}`;
  }

  return function format(raw: string): string | undefined {
    let line: LogLine;
    try {
      line = JSON.parse(raw) as LogLine;
    } catch {
      return raw;
    }
    if (line.msg === 'incoming request' && line.reqId) return requestLine(line);
    const level = LEVELS[line.level ?? 30] ?? INFO;
    const text = requestLine(line) ?? line.msg ?? '';
    const parts = [paint('gray', clock(line.time)), paint(level.style, level.name), text, extraFields(line)];
    const error = line.err ? `\n  ${line.err.stack ?? `${line.err.type}: ${line.err.message}`}` : '';
    return parts.filter(Boolean).join(' ') + error;
  };
}

/** A stream for pino that writes readable lines to `output` (a terminal). */
export function readableLogStream(output: NodeJS.WritableStream & { isTTY?: boolean }): Writable {
  const format = createReadableLogFormatter({ colors: Boolean(output.isTTY) });
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const raw of chunk.toString().split('\n')) {
        if (!raw) continue;
        const text = format(raw);
        if (text !== undefined) output.write(`${text}\n`);
      }
      done();
    },
  });
}
