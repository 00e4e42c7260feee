import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderName } from '@somo/contract/payments';
import type { Currency } from '@somo/contract/settings';
import { AppError } from '../../../lib/errors';

/** A transaction as the provider's own status API reports it: the only account of a payment we trust. */
export type VerifiedTransaction = {
  /** The provider's id of the transaction. */
  id: string;
  /** Our reference, as the provider has it. */
  txRef: string;
  status: 'successful' | 'failed' | 'pending';
  /** In major units, as charged. */
  amount: number;
  currency: string;
};

export type CheckoutRequest = {
  paymentId: number;
  txRef: string;
  amount: number;
  currency: Currency;
  customer: { email: string; name: string };
  courseTitle: string;
  /** Where people open the app; the return page is `${baseUrl}/payments/${paymentId}`. */
  baseUrl: string;
};

/** What a webhook says, once its signature has been checked. */
export type WebhookReading =
  | { kind: 'unsupported' }
  | { kind: 'unsigned' }
  | { kind: 'ignored' }
  | { kind: 'transaction'; transactionId: string };

export type PaymentProvider = {
  readonly name: PaymentProviderName;
  /** Answers the address the student pays at. */
  createCheckout(request: CheckoutRequest): Promise<string>;
  /** Asks the provider about the transaction made under our reference; undefined while it knows of none. */
  findTransaction(txRef: string): Promise<VerifiedTransaction | undefined>;
  /** Asks the provider about one of its transactions, as a webhook names it; undefined when it knows of none. */
  verifyTransaction(transactionId: string): Promise<VerifiedTransaction | undefined>;
  /** Checks a webhook's signature before reading anything else of it. */
  readWebhook(headers: IncomingHttpHeaders, body: unknown): WebhookReading;
  refund(request: { transactionId: string; amount: number; currency: Currency }): Promise<void>;
};

/**
 * The provider could not be reached or answered something unexpected. The reason goes to the log (it never holds
 * the secret key); the client gets the same short message whatever happened.
 */
export class PaymentProviderError extends AppError {
  constructor(readonly reason: string) {
    super(
      'payment_provider_error',
      'The payment provider could not be reached. Please try again in a moment.',
    );
  }
}

/** Runs a provider call and logs why it failed, for the operator; the error itself goes on to the caller. */
export async function callProvider<T>(
  log: { warn(details: object, message: string): void },
  action: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      log.warn({ reason: error.reason }, `payment provider call failed: ${action}`);
    }
    throw error;
  }
}
