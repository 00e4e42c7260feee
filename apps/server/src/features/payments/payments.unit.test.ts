import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import type { Actor } from '../../lib/auth';
import { splitPayment } from './commission';
import { judgeTransaction } from './payment-settlement';
import { canRefund, isWithinRefundWindow } from './payments.policy';
import type { PaymentRow } from './payments.queries';
import { createFlutterwaveProvider } from './providers/flutterwave';
import { receiptMail, type ReceiptRecipient } from './receipt-mail';

const payment = { txRef: 'somo_abc', amount: 50_000, currency: 'UGX' } as const;
const transaction = {
  id: '77',
  txRef: 'somo_abc',
  status: 'successful',
  amount: 50_000,
  currency: 'UGX',
} as const;

describe('judgeTransaction', () => {
  it('counts only a successful transaction of our reference, currency and exact amount', () => {
    expect(judgeTransaction(payment, transaction)).toEqual({ kind: 'succeeded' });
    expect(judgeTransaction(payment, { ...transaction, amount: 49_999 })).toEqual({
      kind: 'failed',
      reason: 'amount_mismatch',
    });
    expect(judgeTransaction(payment, { ...transaction, amount: 50_001 })).toEqual({
      kind: 'failed',
      reason: 'amount_mismatch',
    });
    expect(judgeTransaction(payment, { ...transaction, currency: 'KES' })).toEqual({
      kind: 'failed',
      reason: 'currency_mismatch',
    });
    expect(judgeTransaction(payment, { ...transaction, status: 'failed' })).toEqual({
      kind: 'failed',
      reason: 'declined',
    });
    expect(judgeTransaction(payment, { ...transaction, status: 'pending' })).toEqual({ kind: 'pending' });
    expect(judgeTransaction(payment, { ...transaction, txRef: 'somo_other' })).toEqual({ kind: 'unrelated' });
  });

  it('compares cents as cents, not as binary fractions', () => {
    const dollars = { txRef: 'somo_abc', amount: 19.99, currency: 'USD' } as const;
    expect(judgeTransaction(dollars, { ...transaction, amount: 19.990000000001, currency: 'USD' })).toEqual({
      kind: 'succeeded',
    });
    expect(judgeTransaction(dollars, { ...transaction, amount: 19.98, currency: 'USD' }).kind).toBe('failed');
  });
});

describe('the refund window', () => {
  const student: Actor = { id: 7, role: 'student', username: 'amina', isSuperuser: false };
  const admin: Actor = { id: 1, role: 'admin', username: 'chief', isSuperuser: false };
  const instructor: Actor = { id: 3, role: 'instructor', username: 'grace', isSuperuser: false };
  const now = new Date('2026-03-31T12:00:00Z');
  const paid = (daysAgo: number) => ({
    userId: 7,
    status: 'succeeded' as const,
    paidAt: new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000),
  });

  it('is open to the owner for 30 days after paying, and to admins always', () => {
    expect(isWithinRefundWindow({ paidAt: paid(30).paidAt, now })).toBe(true);
    expect(isWithinRefundWindow({ paidAt: paid(30.01).paidAt, now })).toBe(false);
    expect(isWithinRefundWindow({ paidAt: null, now })).toBe(false);
    expect(canRefund({ actor: student, payment: paid(2), now })).toBe(true);
    expect(canRefund({ actor: student, payment: paid(31), now })).toBe(false);
    expect(canRefund({ actor: { ...student, id: 8 }, payment: paid(2), now })).toBe(false);
    expect(canRefund({ actor: instructor, payment: paid(2), now })).toBe(false);
    expect(canRefund({ actor: admin, payment: paid(400), now })).toBe(true);
    expect(canRefund({ actor: admin, payment: { ...paid(2), status: 'refunded' }, now })).toBe(false);
    expect(canRefund({ actor: student, payment: { ...paid(2), status: 'pending' }, now })).toBe(false);
  });
});

describe('splitPayment', () => {
  it("parts the platform's commission from the instructor's share in the payment's currency", () => {
    expect(splitPayment(50_000, 'UGX', 10)).toEqual({ commission: 5_000, instructor_share: 45_000 });
    expect(splitPayment(33_333, 'UGX', 12.5)).toEqual({ commission: 4_167, instructor_share: 29_166 });
    expect(splitPayment(19.99, 'USD', 12.5)).toEqual({ commission: 2.5, instructor_share: 17.49 });
    expect(splitPayment(10, 'USD', 0)).toEqual({ commission: 0, instructor_share: 10 });
  });
});

describe('payments configuration', () => {
  it('uses the test provider with demo data and nothing otherwise, unless chosen', () => {
    expect(loadConfig({}).payments.provider).toBe('test');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/somo' }).payments.provider).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/somo', PAYMENTS_PROVIDER: 'test' }).payments.provider,
    ).toBe('test');
    expect(loadConfig({ PAYMENTS_PROVIDER: 'off' }).payments.provider).toBeUndefined();
  });

  it('needs the secret key and the webhook hash for Flutterwave, and defaults its address', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'flutterwave', FLW_SECRET_KEY: 'sk' })).toThrow(ConfigError);
    const config = loadConfig({
      PAYMENTS_PROVIDER: 'flutterwave',
      FLW_SECRET_KEY: 'sk',
      FLW_WEBHOOK_HASH: 'hash',
      PAYMENTS_CHECK_INTERVAL_SECONDS: '30',
    });
    expect(config.payments).toEqual({
      provider: 'flutterwave',
      flutterwave: {
        baseUrl: 'https://api.flutterwave.com',
        secretKey: 'sk',
        webhookHash: 'hash',
        timeoutMs: 15_000,
      },
      statusCheckIntervalMs: 30_000,
    });
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(ConfigError);
  });
});

describe('Flutterwave webhooks', () => {
  const provider = createFlutterwaveProvider({
    baseUrl: 'http://127.0.0.1:9',
    secretKey: 'sk',
    webhookHash: 'the-hash',
    timeoutMs: 100,
  });
  const body = {
    event: 'charge.completed',
    data: { id: 285_959_875, tx_ref: 'somo_abc', status: 'successful' },
  };

  it('are read only with the right verif-hash', () => {
    expect(provider.readWebhook({ 'verif-hash': 'the-hash' }, body)).toEqual({
      kind: 'transaction',
      transactionId: '285959875',
    });
    expect(provider.readWebhook({ 'verif-hash': 'the-hasH' }, body)).toEqual({ kind: 'unsigned' });
    expect(provider.readWebhook({ 'verif-hash': 'the-hash-and-more' }, body)).toEqual({ kind: 'unsigned' });
    expect(provider.readWebhook({}, body)).toEqual({ kind: 'unsigned' });
  });

  it('acknowledge other events and shapes without acting', () => {
    const signed = { 'verif-hash': 'the-hash' };
    expect(provider.readWebhook(signed, { ...body, event: 'transfer.completed' })).toEqual({
      kind: 'ignored',
    });
    expect(provider.readWebhook(signed, { event: 'charge.completed', data: { id: 'x; drop' } })).toEqual({
      kind: 'ignored',
    });
    expect(provider.readWebhook(signed, 'not json')).toEqual({ kind: 'ignored' });
  });

  it('are never accepted when no hash is configured', () => {
    const unhashed = createFlutterwaveProvider({
      baseUrl: 'http://127.0.0.1:9',
      secretKey: 'sk',
      webhookHash: undefined,
      timeoutMs: 100,
    });
    expect(unhashed.readWebhook({ 'verif-hash': '' }, body)).toEqual({ kind: 'unsigned' });
  });
});

describe('receiptMail', () => {
  const row = {
    id: 42,
    courseTitle: 'Kiswahili for Beginners',
    amount: 50_000,
    currency: 'UGX',
    provider: 'flutterwave',
    receiptNumber: 'SOMO-2026-000042',
    txRef: 'somo_abc',
    paidAt: new Date('2026-01-05T09:30:00Z'),
  } as PaymentRow;
  const recipient: ReceiptRecipient = {
    email: 'amina@example.com',
    firstName: 'Amina',
    lastName: 'Nakato',
    username: 'amina',
    timezone: 'Africa/Kampala',
    languagePreference: 'en',
  };

  it("names the receipt number, amount and the student's own time, with the refund guarantee", () => {
    const mail = receiptMail({
      payment: row,
      recipient,
      paymentsUrl: 'https://somo.example/student/payments',
    });
    expect(mail.to).toEqual({ name: 'Amina Nakato', address: 'amina@example.com' });
    expect(mail.subject).toBe('Your Somo receipt SOMO-2026-000042');
    expect(mail.text).toContain('Receipt number: SOMO-2026-000042');
    expect(mail.text).toContain('Amount: 50,000 UGX');
    expect(mail.text).toContain('5 January 2026 at 12:30 (Africa/Kampala)');
    expect(mail.text).toContain('30-day money-back guarantee');
    expect(mail.text).toContain('https://somo.example/student/payments');
  });

  it('falls back to UTC for an unknown time zone and leaves out a link it cannot make', () => {
    const mail = receiptMail({
      payment: row,
      recipient: { ...recipient, timezone: 'Mars/Olympus' },
      paymentsUrl: undefined,
    });
    expect(mail.text).toContain('5 January 2026 at 09:30 (UTC)');
    expect(mail.text).not.toContain('http');
  });

  it('is written in French for a French reader, with French dates and digits and the same currency rules', () => {
    const mail = receiptMail({
      payment: { ...row, amount: 1234.5, currency: 'USD' },
      recipient: { ...recipient, languagePreference: 'fr', timezone: 'Europe/Paris' },
      paymentsUrl: 'https://somo.example/student/payments',
    });
    expect(mail.subject).toBe('Votre reçu Somo SOMO-2026-000042');
    expect(mail.text.split('\n')).toEqual([
      'Bonjour Amina,',
      '',
      'Merci pour votre paiement. Votre inscription au cours «\u00a0Kiswahili for Beginners\u00a0» est confirmée.',
      '',
      'Numéro de reçu\u00a0: SOMO-2026-000042',
      'Cours\u00a0: Kiswahili for Beginners',
      'Montant\u00a0: $1\u202f234,50',
      'Date du paiement\u00a0: 5 janvier 2026 à 10:30 (Europe/Paris)',
      'Moyen de paiement\u00a0: Flutterwave (mobile money ou carte bancaire)',
      'Référence\u00a0: somo_abc',
      '',
      'Satisfait ou remboursé pendant 30\u00a0jours. Vous pouvez demander un remboursement dans les 30\u00a0jours depuis la page Mes paiements\u00a0:',
      'https://somo.example/student/payments',
      '',
      'Somo',
    ]);
  });

  it('is written in Swahili for a Swahili reader, shillings without decimals', () => {
    const mail = receiptMail({
      payment: row,
      recipient: { ...recipient, languagePreference: 'sw', timezone: 'Africa/Dar_es_Salaam' },
      paymentsUrl: undefined,
    });
    expect(mail.subject).toBe('Risiti yako ya Somo SOMO-2026-000042');
    expect(mail.text).toContain('Habari Amina,');
    expect(mail.text).toContain(
      'Asante kwa malipo yako. Sasa umesajiliwa katika kozi "Kiswahili for Beginners".',
    );
    expect(mail.text).toContain('Kiasi: 50,000 UGX');
    expect(mail.text).toContain('Tarehe ya malipo: 5 Januari 2026, 12:30 (Africa/Dar_es_Salaam)');
    expect(mail.text).toContain('kupitia ukurasa wa Malipo yangu kwenye Somo.');
  });

  it('is written in Spanish for a Spanish reader', () => {
    const mail = receiptMail({
      payment: { ...row, amount: 99.9, currency: 'EUR' },
      recipient: { ...recipient, languagePreference: 'es', timezone: 'America/New_York' },
      paymentsUrl: undefined,
    });
    expect(mail.subject).toBe('Su recibo de Somo SOMO-2026-000042');
    expect(mail.text).toContain('Hola, Amina:');
    expect(mail.text).toContain('Monto: €99,90');
    expect(mail.text).toContain('Fecha de pago: 5 de enero de 2026 a las 4:30 (America/New_York)');
  });
});
