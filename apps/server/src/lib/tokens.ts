import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@somo/contract/auth';
import { AppError } from './errors';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
const ISSUER = 'somo';

/** `sessionId` is the refresh-token family the token was issued for: signing out ends that family only. */
export type AccessClaims = { userId: number; role: Role; tokenVersion: number; sessionId: string };
export type VerifiedClaims = AccessClaims & { expiresAt: number };

export type TokenSigner = {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<VerifiedClaims>;
};

/** Enough for every user active within a token's lifetime on a large school district. */
const MAX_REMEMBERED_TOKENS = 20_000;

export function createTokenSigner(secret: string, now: () => number = Date.now): TokenSigner {
  // Imported once: handed the raw secret, jose imports it again for every token it signs or checks.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verify = verifier(key, now);
  // A token is sent with every request for 15 minutes; its signature is checked the first time only. Only the
  // signature is remembered: whether the session is still live (signed out, revoked, account changed) is checked
  // on every request against the session facts (lib/auth.ts).
  const verified = new Map<string, VerifiedClaims>();
  return {
    signAccess: async ({ userId, role, tokenVersion, sessionId }) => {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ role, tv: tokenVersion, sid: sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await key);
    },
    verifyAccess: async (token) => {
      const known = verified.get(token);
      if (known && known.expiresAt > now()) return known;
      verified.delete(token);
      const claims = await verify(token);
      if (verified.size >= MAX_REMEMBERED_TOKENS) verified.clear();
      verified.set(token, claims);
      return claims;
    },
  };
}

function verifier(key: Promise<CryptoKey>, now: () => number) {
  return async (token: string): Promise<VerifiedClaims> => {
    try {
      const { payload } = await jwtVerify(token, await key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        // Without an expiry a token would be good forever; without these it cannot be tied to a user and a time.
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: new Date(now()),
      });
      const userId = Number(payload.sub);
      if (
        payload.typ !== 'access' ||
        !Number.isInteger(userId) ||
        typeof payload.tv !== 'number' ||
        typeof payload.sid !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        throw new AppError('invalid_token', 'Invalid access token.');
      }
      return {
        userId,
        role: payload.role as Role,
        tokenVersion: payload.tv,
        sessionId: payload.sid,
        expiresAt: payload.exp * 1000,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof errors.JWTExpired)
        throw new AppError('token_expired', 'Your session has expired.');
      throw new AppError('invalid_token', 'Invalid access token.');
    }
  };
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are kept only as hashes, so a copy of the database cannot be used to sign in. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
