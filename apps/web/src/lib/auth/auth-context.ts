import { createContext, useContext } from 'react';
import type { LoginResponse, SessionUser } from '@somo/contract/auth';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export type AuthContextValue = {
  status: AuthStatus;
  user: SessionUser | null;
  /** True after the user chose Sign Out (until the next sign-in), as opposed to never having signed in. */
  signedOut: boolean;
  /** Stores the tokens and the user from a successful sign-in. */
  login: (response: LoginResponse) => void;
  /** Revokes the refresh token, then forgets the session and every cached answer. */
  logout: () => Promise<void>;
  /** Rewrites the stored user, e.g. after a profile edit. */
  updateUser: (user: SessionUser) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
