import type { AppContext } from '../../lib/context';

export type PaymentsLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/**
 * What payment work needs, whether it runs for a request (the request's logger) or in the periodic status check
 * (the server's logger).
 */
export type PaymentsDeps = Pick<AppContext, 'db' | 'config' | 'mailer'> & { log: PaymentsLog };
