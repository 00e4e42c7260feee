export type CheckoutTarget =
  /** A page of this app (the built-in test prompt, or a return page): a client-side navigation. */
  | { kind: 'app'; path: string }
  /** The provider's hosted checkout: the browser leaves the app. */
  | { kind: 'external'; url: string }
  | { kind: 'invalid' };

// The built-in test provider's prompt is always this app's own page, even when the server names it by a
// public address other than the one the browser is on.
const TEST_PROMPT_PATH = /^\/payments\/\d+\/test\/?$/;

/** Where a `checkout_url` from the server takes the browser; anything but http(s) is refused. */
export function checkoutTarget(checkoutUrl: string, origin: string): CheckoutTarget {
  let url: URL;
  try {
    url = new URL(checkoutUrl, origin);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'invalid' };
  if (url.origin === origin || TEST_PROMPT_PATH.test(url.pathname)) {
    return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', url: url.href };
}
