import { bigserial, boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per call to the study assistant or the PDF course drafter: who, which agent, which provider
 * answered and how long it took. Never the prompt or the answer.
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agent: text('agent', { enum: ['Tutor', 'FlashCard', 'PdfCourse'] }).notNull(),
    /** 'model' (the configured endpoint), 'builtin' (the offline assistant) or 'none' (paused, refused). */
    provider: text('provider', { enum: ['model', 'builtin', 'none'] }).notNull(),
    model: varchar('model', { length: 200 }),
    /** The model failed and the built-in assistant answered instead. */
    fellBack: boolean('fell_back').notNull().default(false),
    /** Why the model failed ('timeout', 'http_503', 'invalid_output' …) or why nothing was asked ('paused'). */
    failure: varchar('failure', { length: 64 }),
    latencyMs: integer('latency_ms').notNull(),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_calls_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('ai_calls_created_idx').on(t.createdAt),
  ],
);
