import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeModel, type FakeModel } from './fake-model-server';
import { ModelError, createChatModel, stripJsonFence } from './model-client';

let fake: FakeModel;

beforeAll(async () => {
  fake = await startFakeModel();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.respond(() => ({ content: 'Hello' }));
});

function model(timeoutMs = 2000) {
  return createChatModel(
    { baseUrl: `${fake.url}/`, apiKey: undefined, model: 'tiny', timeoutMs },
    { retries: 2, backoffMs: 5, maxRetryAfterMs: 50 },
  );
}

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ModelError);
  return (error as ModelError).reason;
}

describe('createChatModel', () => {
  it('posts to /chat/completions without an Authorization header when no key is set', async () => {
    const result = await model().complete([{ role: 'user', content: 'Hi' }], { maxTokens: 10 });
    expect(result).toEqual({ content: 'Hello', usage: { promptTokens: 120, completionTokens: 30 } });
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
    expect(fake.requests[0]?.body).toMatchObject({ model: 'tiny', max_tokens: 10 });
    expect(fake.requests[0]?.body.response_format).toBeUndefined();
  });

  it('gives up after the retries, and at once on a 4xx', async () => {
    fake.respond(() => ({ status: 502 }));
    expect(await failure(model().complete([]))).toBe('http_502');
    expect(fake.requests).toHaveLength(3);

    fake.requests.length = 0;
    fake.respond(() => ({ status: 401 }));
    expect(await failure(model().complete([]))).toBe('http_401');
    expect(fake.requests).toHaveLength(1);
  });

  it('does not wait longer than allowed for a Retry-After', async () => {
    fake.respond(() => ({ status: 429, headers: { 'retry-after': '120' } }));
    expect(await failure(model().complete([]))).toBe('http_429');
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a timeout, an unreachable server and an empty answer', async () => {
    fake.respond(() => ({ content: 'late', delayMs: 500 }));
    expect(await failure(model(100).complete([]))).toBe('timeout');

    const closed = createChatModel(
      { baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'tiny', timeoutMs: 1000 },
      { retries: 1, backoffMs: 1 },
    );
    expect(await failure(closed.complete([]))).toBe('network');

    fake.respond(() => ({ content: '   ' }));
    expect(await failure(model().complete([]))).toBe('invalid_response');
  });

  it('asks for JSON and checks it against the schema', async () => {
    const schema = z.object({ title: z.string() });
    fake.respond(() => ({ content: '```json\n{"title": "Soil"}\n```' }));
    expect((await model().completeJson([], schema)).value).toEqual({ title: 'Soil' });
    expect(fake.requests[0]?.body.response_format).toEqual({ type: 'json_object' });

    fake.respond(() => ({ content: '{"title": 3}' }));
    expect(await failure(model().completeJson([], schema))).toBe('invalid_output');
    fake.respond(() => ({ content: 'no json here' }));
    expect(await failure(model().completeJson([], schema))).toBe('invalid_json');
  });
});

describe('stripJsonFence', () => {
  it('unwraps a fenced block and leaves bare JSON alone', () => {
    expect(stripJsonFence('```\n{"a":1}\n```')).toBe('{"a":1}');
    expect(stripJsonFence(' {"a":1} ')).toBe('{"a":1}');
  });
});
