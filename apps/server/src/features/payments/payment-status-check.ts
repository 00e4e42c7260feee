import { markFailed, listPaymentsDueForCheck, type PaymentRow } from './payments.queries';
import type { PaymentsDeps } from './payments.deps';
import { checkWithProvider } from './payments.service';
import { PaymentProviderError } from './providers/provider';
import { configuredProviders } from './providers/providers';

/** How many late payments one round asks the provider about; the rest wait for the next round. */
const BATCH = 50;
/** A payment the provider still knows nothing of after this long is given up, as the hosted checkout closes then. */
const PENDING_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type StatusCheckSummary = { checked: number; settled: number; expired: number };

function isPastLifetime(payment: PaymentRow, now: Date): boolean {
  return now.getTime() - payment.createdAt.getTime() > PENDING_LIFETIME_MS;
}

/** One payment: settled by what the provider says, or expired when it never heard of it within the lifetime. */
async function checkOne(deps: PaymentsDeps, payment: PaymentRow, now: Date) {
  const checked = await checkWithProvider({ deps, payment, baseUrl: deps.config.publicUrl });
  if (!checked) return 'skipped';
  if (checked.payment.status !== 'pending') return 'settled';
  if (checked.transactionKnown || !isPastLifetime(payment, now)) return 'pending';
  const expired = await markFailed(deps.db, { id: payment.id, reason: 'expired' });
  return expired ? 'expired' : 'settled';
}

/**
 * Pending payments whose webhook never came (lost, or the provider's dashboard not pointing at us) are settled by
 * asking the provider, a couple of minutes after checkout; nothing waits on the browser coming back to us.
 */
export async function checkPendingPayments(
  deps: PaymentsDeps,
  now = new Date(),
): Promise<StatusCheckSummary> {
  const summary: StatusCheckSummary = { checked: 0, settled: 0, expired: 0 };
  const providers = configuredProviders(deps.config.payments);
  for (const payment of await listPaymentsDueForCheck(deps.db, { providers, limit: BATCH })) {
    try {
      const outcome = await checkOne(deps, payment, now);
      if (outcome === 'skipped') continue;
      summary.checked += 1;
      if (outcome === 'settled') summary.settled += 1;
      if (outcome === 'expired') summary.expired += 1;
    } catch (error) {
      // One payment's trouble (the provider down, most often) never stops the others; logged, tried next round.
      if (!(error instanceof PaymentProviderError)) {
        deps.log.warn({ err: error, payment_id: payment.id }, 'checking a pending payment failed');
      }
    }
  }
  return summary;
}

/** Runs the check every `intervalMs`; a round still running when the next is due is not doubled. */
export function startPaymentStatusCheck(deps: PaymentsDeps, intervalMs: number) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = checkPendingPayments(deps)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'checking pending payments failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    /** Stops the timer and waits for a round under way, so the database is not closed beneath it. */
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
