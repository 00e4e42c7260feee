import { describe, expect, it } from 'vitest';
import { parseEvents } from './use-notification-stream';

describe('parseEvents', () => {
  it('answers the complete events and keeps the unfinished rest for the next chunk', () => {
    const first = parseEvents('event: ready\ndata: {"unread_count":2}\n\nevent: notif');
    expect(first.events).toEqual([{ event: 'ready', data: '{"unread_count":2}' }]);
    const second = parseEvents(`${first.rest}ication\ndata: {"id":1}\n\n`);
    expect(second).toEqual({ events: [{ event: 'notification', data: '{"id":1}' }], rest: '' });
  });

  it('skips heartbeats and comments, joins data lines and reads CRLF line ends', () => {
    const { events } = parseEvents(
      ': ping\n\nevent: closed\r\ndata: {"reason":\r\ndata: "replaced"}\r\n\r\n',
    );
    expect(events).toEqual([{ event: 'closed', data: '{"reason":\n"replaced"}' }]);
  });

  it('names an event without a type "message", as EventSource does', () => {
    expect(parseEvents('data: a: b\n\n').events).toEqual([{ event: 'message', data: 'a: b' }]);
  });
});
