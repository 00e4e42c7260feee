import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { FlutterwaveConfig } from '../../../config';
import {
  PaymentProviderError,
  type CheckoutRequest,
  type PaymentProvider,
  type VerifiedTransaction,
  type WebhookReading,
} from './provider';

/**
 * Flutterwave API v3 with its hosted checkout (mobile money and cards). Every call carries the secret key as a
 * Bearer token and a timeout; answers are checked with zod, so a surprise from the provider is a 502, never a 500.
 */

const Envelope = z.object({ status: z.string(), message: z.string().optional() });

const HostedLink = Envelope.extend({ data: z.object({ link: z.url() }) });

const Transaction = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  tx_ref: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
});
const TransactionAnswer = Envelope.extend({ data: Transaction });

const RefundAnswer = Envelope.extend({ data: z.object({ id: z.union([z.number(), z.string()]) }).loose() });

const WebhookBody = z.object({
  event: z.string().max(100).optional(),
  data: z.object({ id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]) }).loose(),
});

/** Mobile money where the currency has it (MTN and Airtel Uganda for UGX), cards everywhere. */
const PAYMENT_OPTIONS: Record<string, string> = { UGX: 'mobilemoneyuganda,card' };

/** The longest a hosted checkout stays open, in minutes: the same 24 hours after which we give a payment up. */
const SESSION_MINUTES = 24 * 60;

type Answer = { status: number; json: unknown };

function toVerified(data: z.infer<typeof Transaction>): VerifiedTransaction {
  const status = data.status.toLowerCase();
  return {
    id: String(data.id),
    txRef: data.tx_ref,
    amount: data.amount,
    currency: data.currency.toUpperCase(),
    status:
      status === 'successful'
        ? 'successful'
        : ['failed', 'cancelled'].includes(status)
          ? 'failed'
          : 'pending',
  };
}

/** Flutterwave says a reference or id is unknown with a 400 or 404 and this message. */
function isUnknownTransaction(answer: Answer): boolean {
  if (answer.status !== 400 && answer.status !== 404) return false;
  const message = Envelope.safeParse(answer.json).data?.message ?? '';
  return /no transaction|not found/i.test(message);
}

/** Both sides hashed first, so the comparison takes the same time whatever their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function createFlutterwaveProvider(config: FlutterwaveConfig): PaymentProvider {
  async function request(method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/v3${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new PaymentProviderError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `${method} ${path}: timeout`
          : `${method} ${path}: network`,
      );
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PaymentProviderError(`${method} ${path}: HTTP ${response.status}, not JSON`);
    }
    return { status: response.status, json };
  }

  /** The answer's body when it is a success of the expected shape; anything else is the provider's failure. */
  function successOf<T extends z.ZodType>(answer: Answer, schema: T, what: string): z.output<T> {
    const parsed = schema.safeParse(answer.json);
    const ok = answer.status >= 200 && answer.status < 300 && parsed.success;
    if (!ok || (parsed.data as { status?: string }).status !== 'success') {
      const message = Envelope.safeParse(answer.json).data?.message;
      throw new PaymentProviderError(`${what}: HTTP ${answer.status}${message ? ` (${message})` : ''}`);
    }
    return parsed.data;
  }

  async function verify(path: string, what: string) {
    const answer = await request('GET', path);
    if (isUnknownTransaction(answer)) return undefined;
    return toVerified(successOf(answer, TransactionAnswer, what).data);
  }

  return {
    name: 'flutterwave',

    async createCheckout(checkout: CheckoutRequest) {
      const answer = await request('POST', '/payments', {
        tx_ref: checkout.txRef,
        amount: checkout.amount,
        currency: checkout.currency,
        redirect_url: `${checkout.baseUrl}/payments/${checkout.paymentId}`,
        payment_options: PAYMENT_OPTIONS[checkout.currency] ?? 'card',
        session_duration: SESSION_MINUTES,
        customer: checkout.customer,
        customizations: { title: 'Somo', description: checkout.courseTitle },
        meta: { payment_id: checkout.paymentId },
      });
      return successOf(answer, HostedLink, 'create checkout').data.link;
    },

    findTransaction: (txRef) =>
      verify(
        `/transactions/verify_by_reference?${new URLSearchParams({ tx_ref: txRef })}`,
        'verify by reference',
      ),

    verifyTransaction: (transactionId) =>
      verify(`/transactions/${encodeURIComponent(transactionId)}/verify`, 'verify transaction'),

    readWebhook(headers: IncomingHttpHeaders, body: unknown): WebhookReading {
      const given = headers['verif-hash'];
      if (!config.webhookHash || typeof given !== 'string' || !sameSecret(given, config.webhookHash)) {
        return { kind: 'unsigned' };
      }
      const parsed = WebhookBody.safeParse(body);
      // Signed but not about a charge (or of a shape we do not know): acknowledged, nothing to do.
      if (!parsed.success || parsed.data.event !== 'charge.completed') return { kind: 'ignored' };
      return { kind: 'transaction', transactionId: String(parsed.data.data.id) };
    },

    async refund({ transactionId, amount }) {
      const answer = await request('POST', `/transactions/${encodeURIComponent(transactionId)}/refund`, {
        amount,
      });
      successOf(answer, RefundAnswer, 'refund');
    },
  };
}
