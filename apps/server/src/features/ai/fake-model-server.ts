import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
    max_tokens?: number;
  };
};

export type FakeReply = {
  status?: number;
  /** The assistant message's content; ignored when `raw` is given. */
  content?: string;
  /** A body sent as it is, for malformed answers. */
  raw?: string;
  delayMs?: number;
  headers?: Record<string, string>;
  usage?: { prompt_tokens: number; completion_tokens: number };
};

export type FakeModel = {
  url: string;
  /** Every request received, in order, with its parsed JSON body. */
  requests: FakeRequest[];
  /** How to answer each request; the default answers with a fixed sentence citing passage [1]. */
  respond(handler: (request: FakeRequest) => FakeReply): void;
  /** Answers the next requests with these, one each, before the handler applies again. */
  queue(...replies: FakeReply[]): void;
  close(): Promise<void>;
};

const DEFAULT_REPLY: FakeReply = { content: 'From the course material [1]: this is the model answer.' };

/**
 * A small stand-in for an OpenAI-compatible chat-completions server (POST /v1/chat/completions), for tests:
 * it records what it is sent and answers as told.
 */
export async function startFakeModel(): Promise<FakeModel> {
  const requests: FakeRequest[] = [];
  const queued: FakeReply[] = [];
  let handler: (request: FakeRequest) => FakeReply = () => DEFAULT_REPLY;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request: FakeRequest = {
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeRequest['body'],
      };
      requests.push(request);
      const reply = queued.shift() ?? handler(request);
      const send = () => {
        if (res.destroyed) return;
        const body =
          reply.raw ??
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            model: request.body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: reply.content ?? '' } }],
            usage: reply.usage ?? { prompt_tokens: 120, completion_tokens: 30 },
          });
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(body);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respond: (next) => {
      handler = next;
    },
    queue: (...replies) => {
      queued.push(...replies);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
