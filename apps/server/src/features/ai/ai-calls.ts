import type { Db } from '../../db/client';
import { aiCalls } from '../../db/schema/ai';
import type { TokenUsage } from './model-client';

export type AiCallRecord = {
  userId: number;
  agent: (typeof aiCalls.$inferInsert)['agent'];
  provider: (typeof aiCalls.$inferInsert)['provider'];
  model?: string;
  fellBack?: boolean;
  failure?: string;
  latencyMs: number;
  usage?: TokenUsage;
};

/** Records that a call happened and how it went; the prompt and the answer are never stored. */
export async function logAiCall(db: Db, record: AiCallRecord) {
  await db.insert(aiCalls).values({
    userId: record.userId,
    agent: record.agent,
    provider: record.provider,
    model: record.model ?? null,
    fellBack: record.fellBack ?? false,
    failure: record.failure ?? null,
    latencyMs: Math.round(record.latencyMs),
    promptTokens: record.usage?.promptTokens ?? null,
    completionTokens: record.usage?.completionTokens ?? null,
  });
}
