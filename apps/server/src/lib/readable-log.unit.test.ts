import { describe, expect, it } from 'vitest';
import { createReadableLogFormatter } from './readable-log';

const format = createReadableLogFormatter({ colors: false });
const time = new Date(2026, 0, 5, 9, 7, 3).getTime();

describe('readable log lines', () => {
  it('writes one line per request: method, URL, status and time taken', () => {
    const incoming = {
      level: 30,
      time,
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/courses/' },
      msg: 'incoming request',
    };
    const completed = {
      level: 30,
      time,
      reqId: 'req-1',
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
    };
    expect(format(JSON.stringify(incoming))).toBeUndefined();
    expect(format(JSON.stringify(completed))).toBe('09:07:03 INFO  GET /api/courses/ 200 12 ms');
  });

  it('shows the level, the message, extra fields and an error stack', () => {
    const line = {
      level: 50,
      time,
      pid: 1,
      hostname: 'x',
      msg: 'mail failed',
      to: 'a@b.c',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at send' },
    };
    expect(format(JSON.stringify(line))).toBe(
      '09:07:03 ERROR mail failed to="a@b.c"\n  Error: boom\n    at send',
    );
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(format('plain text')).toBe('plain text');
  });
});
