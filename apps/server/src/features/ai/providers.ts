import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { getSettings } from '../settings/settings.service';
import { logAiCall, type AiCallRecord } from './ai-calls';
import type { AiProvider } from './assistant';
import { createBuiltinProvider } from './builtin-provider';
import { ModelError } from './model-client';
import { createModelProvider } from './model-provider';

export const FALLBACK_NOTICE =
  'The AI model could not be reached, so the built-in study assistant answered from your course material instead.';

export type ProviderOutcome<T> = { result: T; provider: AiProvider; fellBack: boolean };

/**
 * Runs `call` on the configured model, or on the built-in assistant when no model is configured. When the
 * model fails and the platform allows it (ai_fallback_enabled), the built-in assistant answers instead;
 * otherwise the caller gets 503. Every call is logged in ai_calls, whatever happened.
 */
export async function runWithFallback<T extends { usage?: AiCallRecord['usage'] }>(
  ctx: AppContext,
  log: Pick<AiCallRecord, 'userId' | 'agent'>,
  call: (provider: AiProvider) => Promise<T>,
): Promise<ProviderOutcome<T>> {
  const started = performance.now();
  const record = (provider: AiProvider, extra: Partial<AiCallRecord> = {}) =>
    logAiCall(ctx.db, {
      ...log,
      provider: provider.name,
      model: provider.model,
      latencyMs: performance.now() - started,
      ...extra,
    });
  const builtin = createBuiltinProvider();
  const model = ctx.config.ai ? createModelProvider(ctx.config.ai) : undefined;
  if (!model) {
    const result = await call(builtin);
    await record(builtin);
    return { result, provider: builtin, fellBack: false };
  }
  try {
    const result = await call(model);
    await record(model, { usage: result.usage });
    return { result, provider: model, fellBack: false };
  } catch (error) {
    if (!(error instanceof ModelError)) throw error;
    const { ai_settings: settings } = await getSettings({ db: ctx.db });
    if (!settings.ai_fallback_enabled) {
      await record(model, { failure: error.reason });
      throw new AppError(
        'service_unavailable',
        'The AI assistant is unavailable right now. Please try again in a moment.',
      );
    }
    const result = await call(builtin);
    await record(builtin, { model: model.model, fellBack: true, failure: error.reason });
    return { result, provider: builtin, fellBack: true };
  }
}
