import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
const SIGNATURE_VERSION = 'v1';

/** 32 random bytes: far beyond guessing, and short enough to paste into a receiver's settings. */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * `v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>`. The timestamp is signed with the body, so a receiver
 * that refuses old timestamps cannot be fed a recorded delivery again.
 */
export function signWebhook({
  secret,
  timestamp,
  body,
}: {
  secret: string;
  timestamp: number;
  body: string;
}) {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `${SIGNATURE_VERSION}=${digest}`;
}

/** What a receiver does with the header; kept here so the tests check deliveries the way integrators will. */
export function verifyWebhookSignature({
  secret,
  timestamp,
  body,
  header,
}: {
  secret: string;
  timestamp: number;
  body: string;
  header: string;
}): boolean {
  const expected = Buffer.from(signWebhook({ secret, timestamp, body }));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
