import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Flutterwave's API v3, for tests: the calls Somo makes (hosted checkout, verify by id and by
 * reference, refund), answered in the shapes Flutterwave documents, with the secret key checked on every call.
 * Tests play the customer (pay) and the provider (sign webhooks) through it.
 */

export const FAKE_SECRET_KEY = 'FLWSECK_TEST-fake0000000000000000000000000000-X';
export const FAKE_WEBHOOK_HASH = 'somo-test-webhook-hash';

export type FakeRequest = { method: string; path: string; authorization: string | undefined; body: unknown };

export type FakeTransaction = {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  currency: string;
  charged_amount: number;
  status: 'successful' | 'failed' | 'pending';
  payment_type: string;
  created_at: string;
  customer: { id: number; name: string; phone_number: string; email: string; created_at: string };
};

/** How the next calls go wrong: an error answer, no answer at all, or a dropped connection. */
export type Trouble = 'error' | 'hang' | 'drop';

export type FakeFlutterwave = {
  url: string;
  requests: FakeRequest[];
  /** The bodies of POST /v3/payments, by tx_ref. */
  checkouts: Map<string, Record<string, unknown>>;
  /** The customer pays (or fails to) for a checkout; by default exactly what was asked, successfully. */
  pay(
    txRef: string,
    overrides?: Partial<Pick<FakeTransaction, 'status' | 'amount' | 'currency'>>,
  ): FakeTransaction;
  /** The webhook Flutterwave would send about a transaction. */
  webhookBody(transaction: FakeTransaction): object;
  /** Every call goes wrong this way until `recover()`. */
  fail(trouble: Trouble): void;
  recover(): void;
  close(): Promise<void>;
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const NOT_FOUND = { status: 'error', message: 'No transaction was found for this id', data: null };

export async function startFakeFlutterwave(): Promise<FakeFlutterwave> {
  const requests: FakeRequest[] = [];
  const checkouts = new Map<string, Record<string, unknown>>();
  const transactions = new Map<number, FakeTransaction>();
  const refunded = new Set<number>();
  let trouble: Trouble | undefined;
  let nextId = 4_975_363;

  function findByRef(txRef: string) {
    return [...transactions.values()].find((transaction) => transaction.tx_ref === txRef);
  }

  function verified(res: ServerResponse, transaction: FakeTransaction | undefined) {
    if (!transaction) return send(res, 400, NOT_FOUND);
    send(res, 200, {
      status: 'success',
      message: 'Transaction fetched successfully',
      data: {
        ...transaction,
        device_fingerprint: 'N/A',
        app_fee: 14,
        merchant_fee: 0,
        processor_response: transaction.status === 'successful' ? 'Approved' : 'Declined',
        auth_model: 'MOBILEMONEY',
        ip: '::ffff:10.5.179.3',
        narration: 'Somo',
        account_id: 118_468,
        amount_settled: transaction.amount - 14,
      },
    });
  }

  function createCheckout(res: ServerResponse, body: Record<string, unknown>) {
    const txRef = body.tx_ref;
    if (typeof txRef !== 'string' || typeof body.amount !== 'number' || !body.redirect_url) {
      return send(res, 400, { status: 'error', message: 'Invalid payment details', data: null });
    }
    checkouts.set(txRef, body);
    send(res, 200, {
      status: 'success',
      message: 'Hosted Link',
      data: { link: `https://checkout.flutterwave.com/v3/hosted/pay/${randomBytes(10).toString('hex')}` },
    });
  }

  function refund(res: ServerResponse, id: number, body: Record<string, unknown>) {
    const transaction = transactions.get(id);
    if (!transaction) return send(res, 400, NOT_FOUND);
    if (refunded.has(id)) {
      return send(res, 400, { status: 'error', message: 'Transaction has been fully refunded', data: null });
    }
    refunded.add(id);
    send(res, 200, {
      status: 'success',
      message: 'Transaction refund initiated',
      data: {
        id: 8612 + refunded.size,
        account_id: 73_362,
        tx_id: id,
        flw_ref: `URF_${Date.now()}_${id}`,
        wallet_id: 74_639,
        amount_refunded: typeof body.amount === 'number' ? body.amount : transaction.amount,
        status: 'completed',
        destination: 'payment_source',
        meta: { source: 'availablebalance' },
        created_at: new Date().toISOString(),
      },
    });
  }

  function route(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      return send(res, 401, { status: 'error', message: 'Invalid authorization key', data: null });
    }
    if (req.method === 'POST' && url.pathname === '/v3/payments') return createCheckout(res, body);
    if (req.method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
      return verified(res, findByRef(url.searchParams.get('tx_ref') ?? ''));
    }
    const verify = /^\/v3\/transactions\/(\d+)\/verify$/.exec(url.pathname);
    if (req.method === 'GET' && verify) return verified(res, transactions.get(Number(verify[1])));
    const refundPath = /^\/v3\/transactions\/(\d+)\/refund$/.exec(url.pathname);
    if (req.method === 'POST' && refundPath) return refund(res, Number(refundPath[1]), body);
    send(res, 404, { status: 'error', message: 'Route not found', data: null });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({
        method: req.method ?? '',
        path: `${url.pathname}${url.search}`,
        authorization: req.headers.authorization,
        body,
      });
      if (trouble === 'hang') return;
      if (trouble === 'drop') return req.socket.destroy();
      if (trouble === 'error') return send(res, 503, { status: 'error', message: 'Service unavailable' });
      route(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    checkouts,
    pay(txRef, overrides = {}) {
      const checkout = checkouts.get(txRef);
      if (!checkout) throw new Error(`no checkout for ${txRef}`);
      nextId += 1;
      const customer = checkout.customer as { email: string; name: string };
      const amount = overrides.amount ?? (checkout.amount as number);
      const transaction: FakeTransaction = {
        id: nextId,
        tx_ref: txRef,
        flw_ref: `FLW-MOCK-${randomBytes(8).toString('hex')}`,
        amount,
        charged_amount: amount,
        currency: overrides.currency ?? (checkout.currency as string),
        status: overrides.status ?? 'successful',
        payment_type: 'mobilemoneyug',
        created_at: new Date().toISOString(),
        customer: {
          id: 2_374_551,
          name: customer.name,
          phone_number: '256772123456',
          email: customer.email,
          created_at: new Date().toISOString(),
        },
      };
      transactions.set(transaction.id, transaction);
      return transaction;
    },
    webhookBody: (transaction) => ({
      event: 'charge.completed',
      data: {
        ...transaction,
        device_fingerprint: 'N/A',
        app_fee: 14,
        merchant_fee: 0,
        processor_response: 'Approved',
        auth_model: 'MOBILEMONEY',
        ip: '::ffff:10.5.179.3',
        narration: 'Somo',
        account_id: 118_468,
      },
    }),
    fail: (kind) => {
      trouble = kind;
    },
    recover: () => {
      trouble = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
