import type { PaymentProvider } from './provider';

/**
 * The built-in provider for demos and trials: no money moves and nothing outside Somo is called. Its checkout is
 * the web app's own prompt (/payments/{id}/test), which settles the payment through
 * POST /api/payments/{id}/test-complete/; it keeps no transactions of its own, so there is nothing to look up,
 * no webhook to receive and nothing to give back on a refund.
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    createCheckout: async ({ baseUrl, paymentId }) => `${baseUrl}/payments/${paymentId}/test`,
    findTransaction: async () => undefined,
    verifyTransaction: async () => undefined,
    readWebhook: () => ({ kind: 'unsupported' }),
    refund: async () => undefined,
  };
}
