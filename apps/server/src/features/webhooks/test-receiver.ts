import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = { headers: IncomingHttpHeaders; body: string };

export type TestReceiver = {
  url: string;
  received: ReceivedRequest[];
  /** Statuses for the next requests, in order; once used up every request gets 200. */
  answerWith(statuses: number[]): void;
  /** Holds every answer back this long (0: answer at once). */
  delayAnswers(ms: number): void;
  close(): Promise<void>;
};

/** A real HTTP receiver on a free local port, recording each delivery exactly as it arrived. */
export async function startTestReceiver(): Promise<TestReceiver> {
  const received: ReceivedRequest[] = [];
  let statuses: number[] = [];
  let delayMs = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses.shift() ?? 200;
      setTimeout(() => response.end('ok'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerWith: (next) => {
      statuses = [...next];
    },
    delayAnswers: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
