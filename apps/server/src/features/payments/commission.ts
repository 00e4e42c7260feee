import { roundMoney } from '@somo/contract/money';
import type { Currency } from '@somo/contract/settings';

/** The platform's part of a payment at the rate kept on it, and the instructor's, in the payment's currency. */
export function splitPayment(amount: number, currency: Currency, commissionRate: number) {
  const commission = roundMoney((amount * commissionRate) / 100, currency);
  return { commission, instructor_share: roundMoney(amount - commission, currency) };
}
