import type { SessionUser } from '@somo/contract/auth';
import { api } from '../api-client';
import { toSessionUser } from '../session-storage';

function parseUser(data: unknown): SessionUser {
  const user = toSessionUser(data);
  if (!user) throw new Error('The profile answer did not describe a user');
  return user;
}

/** The signed-in user's profile (with is_superuser, is_active, date_joined kept on the object). */
export function getAuthProfile(signal?: AbortSignal): Promise<SessionUser> {
  return api.call('GET /auth/profile/', { signal, parse: parseUser });
}

/** Revokes the refresh token on the server; an expired access token must not turn sign-out into a redirect. */
export function postLogout(refresh: string) {
  return api.call('POST /auth/logout/', { body: { refresh }, skipAuthRefresh: true });
}
