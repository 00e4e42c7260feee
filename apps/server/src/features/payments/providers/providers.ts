import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@somo/contract/payments';
import type { PaymentsConfig } from '../../../config';
import { createFlutterwaveProvider } from './flutterwave';
import type { PaymentProvider } from './provider';
import { createTestProvider } from './test-provider';

/** The provider new checkouts go to; undefined when payments are switched off. */
export function activeProvider(config: PaymentsConfig): PaymentProvider | undefined {
  return config.provider ? providerNamed(config, config.provider) : undefined;
}

/**
 * The provider a payment was made with, to check or refund it, even after the platform switched to another one;
 * undefined when it is no longer configured.
 */
export function providerNamed(
  config: PaymentsConfig,
  name: PaymentProviderName,
): PaymentProvider | undefined {
  if (name === 'test') return createTestProvider();
  return config.flutterwave ? createFlutterwaveProvider(config.flutterwave) : undefined;
}

/** Every provider whose payments can be checked and refunded here. */
export function configuredProviders(config: PaymentsConfig): PaymentProviderName[] {
  return PAYMENT_PROVIDERS.filter((name) => providerNamed(config, name) !== undefined);
}
