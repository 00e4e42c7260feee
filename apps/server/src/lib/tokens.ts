import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@somo/contract/auth';
import { AppError } from './errors';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
const ISSUER = 'somo';

export type AccessClaims = { userId: number; role: Role; tokenVersion: number };
export type VerifiedClaims = AccessClaims & { expiresAt: number };

export type TokenSigner = {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<VerifiedClaims>;
};

export function createTokenSigner(secret: string, now: () => number = Date.now): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    signAccess: ({ userId, role, tokenVersion }) => {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ role, tv: tokenVersion, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    verifyAccess: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof payload.tv !== 'number') {
          throw new AppError('invalid_token', 'Invalid access token.');
        }
        return {
          userId,
          role: payload.role as Role,
          tokenVersion: payload.tv,
          expiresAt: (payload.exp ?? 0) * 1000,
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JWTExpired)
          throw new AppError('token_expired', 'Your session has expired.');
        throw new AppError('invalid_token', 'Invalid access token.');
      }
    },
  };
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are kept only as hashes, so a copy of the database cannot be used to sign in. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
