import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { AiConfig } from '../../config';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type TokenUsage = { promptTokens: number; completionTokens: number };
export type ChatResult = { content: string; usage?: TokenUsage };

/** Why a model call failed, short and content-free: it is logged in ai_calls.failure. */
export class ModelError extends Error {
  constructor(readonly reason: string) {
    super(`The AI model call failed: ${reason}`);
  }
}

const ChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
  usage: z
    .object({ prompt_tokens: z.number().int().min(0), completion_tokens: z.number().int().min(0) })
    .partial()
    .optional(),
});

export type ChatModel = {
  readonly model: string;
  complete(messages: ChatMessage[], options?: { json?: boolean; maxTokens?: number }): Promise<ChatResult>;
  /** Asks for a JSON object and checks it against `schema`; anything else is a failed call. */
  completeJson<S extends z.ZodType>(
    messages: ChatMessage[],
    schema: S,
    options?: { maxTokens?: number },
  ): Promise<{ value: z.output<S>; usage?: TokenUsage }>;
};

export type ChatModelOptions = {
  /** Extra tries after a 429, a 5xx or a dropped connection. */
  retries?: number;
  backoffMs?: number;
  /** The longest wait a Retry-After header may ask for before we give up instead. */
  maxRetryAfterMs?: number;
};

const RETRYABLE = (status: number) => status === 429 || status >= 500;

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** Models often wrap JSON in a Markdown fence even when asked not to. */
export function stripJsonFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return (fenced?.[1] ?? text).trim();
}

/**
 * A client for any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server):
 * POST {baseUrl}/chat/completions with a per-try timeout and retries with exponential backoff.
 */
export function createChatModel(config: AiConfig, options: ChatModelOptions = {}): ChatModel {
  const { retries = 2, backoffMs = 400, maxRetryAfterMs = 10_000 } = options;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;

  async function post(body: string): Promise<Response> {
    try {
      return await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new ModelError('timeout');
      throw new ModelError('network');
    }
  }

  async function send(body: string): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await post(body);
      } catch (error) {
        // A timeout already took the whole budget; a refused connection may be a restarting server.
        if ((error as ModelError).reason === 'network' && attempt < retries) {
          await sleep(backoffMs * 2 ** attempt);
          continue;
        }
        throw error;
      }
      if (response.ok) return response;
      await response.body?.cancel().catch(() => undefined);
      if (!RETRYABLE(response.status) || attempt >= retries) {
        throw new ModelError(`http_${response.status}`);
      }
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? backoffMs * 2 ** attempt;
      if (wait > maxRetryAfterMs) throw new ModelError(`http_${response.status}`);
      await sleep(wait);
    }
  }

  async function complete(
    messages: ChatMessage[],
    { json = false, maxTokens }: { json?: boolean; maxTokens?: number } = {},
  ): Promise<ChatResult> {
    const body = JSON.stringify({
      model: config.model,
      messages,
      temperature: 0.2,
      ...(maxTokens ? { max_tokens: maxTokens } : {}),
      ...(json ? { response_format: { type: 'json_object' } } : {}),
    });
    const response = await send(body);
    const parsed = ChatCompletion.safeParse(await response.json().catch(() => undefined));
    const content = parsed.success ? parsed.data.choices[0]?.message.content : undefined;
    if (!parsed.success || !content?.trim()) throw new ModelError('invalid_response');
    const usage = parsed.data.usage;
    return {
      content: content.trim(),
      usage:
        usage?.prompt_tokens !== undefined && usage.completion_tokens !== undefined
          ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens }
          : undefined,
    };
  }

  return {
    model: config.model,
    complete,
    completeJson: async (messages, schema, { maxTokens } = {}) => {
      const result = await complete(messages, { json: true, maxTokens });
      let data: unknown;
      try {
        data = JSON.parse(stripJsonFence(result.content));
      } catch {
        throw new ModelError('invalid_json');
      }
      const checked = schema.safeParse(data);
      if (!checked.success) throw new ModelError('invalid_output');
      return { value: checked.data, usage: result.usage };
    },
  };
}
