import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, SessionUser } from '@somo/contract/auth';
import {
  STORAGE_KEYS,
  clearSession,
  getAccessToken,
  getRefreshToken,
  getStoredUser,
  storeTokens,
  storeUser,
} from '../session-storage';
import { ApiError } from '../api-client';
import { getAuthProfile, postLogout } from './auth-api';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';

type SessionState = { status: AuthStatus; user: SessionUser | null; signedOut?: boolean };

/** Spec §4: a stored token and user are trusted at once; a token alone waits for the profile. */
function readStoredSession(): SessionState {
  const token = getAccessToken();
  const user = getStoredUser();
  if (token && user) return { status: 'authenticated', user };
  if (token) return { status: 'loading', user: null };
  return { status: 'anonymous', user: null };
}

const ANONYMOUS: SessionState = { status: 'anonymous', user: null };

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<SessionState>(readStoredSession);
  // Bumped on every sign-in and sign-out so a slow start-up profile answer cannot undo them.
  const generation = useRef(0);

  useEffect(() => {
    if (!getAccessToken()) return;
    const startedAt = generation.current;
    const controller = new AbortController();
    getAuthProfile(controller.signal).then(
      (profile) => {
        if (generation.current !== startedAt) return;
        storeUser(profile);
        setSession({ status: 'authenticated', user: profile });
      },
      (error: unknown) => {
        if (controller.signal.aborted || generation.current !== startedAt) return;
        // Offline (or the server unreachable), nothing says the session ended: the stored one stays, so a
        // student who reloads without a connection keeps the pages saved for them.
        if (
          error instanceof ApiError &&
          error.isNetworkError &&
          readStoredSession().status === 'authenticated'
        ) {
          return;
        }
        clearSession();
        setSession(ANONYMOUS);
      },
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    // Signing in or out in another tab changes this tab's session too.
    function onStorage(event: StorageEvent) {
      if (event.key === null || event.key === STORAGE_KEYS.accessToken || event.key === STORAGE_KEYS.user) {
        generation.current += 1;
        setSession(readStoredSession());
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback((response: LoginResponse) => {
    generation.current += 1;
    storeTokens(response.tokens);
    storeUser(response.user);
    setSession({ status: 'authenticated', user: response.user });
  }, []);

  const logout = useCallback(async () => {
    generation.current += 1;
    const refresh = getRefreshToken();
    // Started before the tokens are cleared: the request has already read them.
    const revoke = refresh ? postLogout(refresh) : Promise.resolve();
    clearSession();
    setSession({ ...ANONYMOUS, signedOut: true });
    queryClient.clear();
    await revoke.then(
      () => undefined,
      () => undefined,
    );
  }, [queryClient]);

  const updateUser = useCallback((user: SessionUser) => {
    storeUser(user);
    setSession({ status: 'authenticated', user });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: session.status,
      user: session.user,
      signedOut: session.signedOut ?? false,
      login,
      logout,
      updateUser,
    }),
    [session, login, logout, updateUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
