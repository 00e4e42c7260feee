import { describe, expect, it } from 'vitest';
import { checkoutTarget } from './checkout-target';

const ORIGIN = 'http://localhost:3000';

describe('checkoutTarget', () => {
  it('keeps the built-in test prompt inside the app', () => {
    expect(checkoutTarget('http://localhost:3000/payments/7/test', ORIGIN)).toEqual({
      kind: 'app',
      path: '/payments/7/test',
    });
  });

  it('keeps the test prompt inside the app when the server names it by its public address', () => {
    expect(checkoutTarget('https://somo.example.org/payments/7/test', ORIGIN)).toEqual({
      kind: 'app',
      path: '/payments/7/test',
    });
  });

  it('reads a relative address as one of this app', () => {
    expect(checkoutTarget('/payments/7?from=checkout', ORIGIN)).toEqual({
      kind: 'app',
      path: '/payments/7?from=checkout',
    });
  });

  it('leaves the app for the provider’s hosted checkout', () => {
    expect(checkoutTarget('https://checkout.flutterwave.com/v3/hosted/pay/abc123', ORIGIN)).toEqual({
      kind: 'external',
      url: 'https://checkout.flutterwave.com/v3/hosted/pay/abc123',
    });
  });

  it('refuses addresses that are not web pages', () => {
    expect(checkoutTarget('javascript:alert(1)', ORIGIN)).toEqual({ kind: 'invalid' });
    expect(checkoutTarget('data:text/html,hi', ORIGIN)).toEqual({ kind: 'invalid' });
    expect(checkoutTarget('http://[bad', ORIGIN)).toEqual({ kind: 'invalid' });
  });
});
