import type { Role, SessionUser } from '@somo/contract/auth';
import { FORGET } from '../pwa/messages';
import { isLanguage } from './i18n/languages';

// Named …Key so the check for untranslated text knows these are storage keys, not words a person reads.
const accessTokenKey = 'authToken';
const refreshTokenKey = 'refreshToken';
const userKey = 'user';
const intendedCourseKey = 'intendedCourse';

/** The browser storage keys named by the spec; other tools and tests rely on these exact names. */
export const STORAGE_KEYS = {
  accessToken: accessTokenKey,
  refreshToken: refreshTokenKey,
  user: userKey,
  intendedCourse: intendedCourseKey,
} as const;

const ROLES: readonly Role[] = ['student', 'instructor', 'admin'];

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be full or blocked (private mode); the session then lives only in memory.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

export function storeTokens(tokens: { access: string; refresh: string }): void {
  write(STORAGE_KEYS.accessToken, tokens.access);
  write(STORAGE_KEYS.refreshToken, tokens.refresh);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A zone the browser can show times in; the server only ever sends one of the profile's list. */
function isTimeZone(value: unknown): value is SessionUser['timezone'] {
  if (typeof value !== 'string') return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Checked by hand rather than with zod so the session code stays out of the zod bundle. */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, username, first_name, last_name, email, role, language_preference, timezone } = value;
  if (typeof id !== 'number' || typeof username !== 'string') return null;
  const knownRole = ROLES.find((candidate) => candidate === role);
  if (!knownRole) return null;
  return {
    ...value,
    id,
    username,
    first_name: typeof first_name === 'string' ? first_name : '',
    last_name: typeof last_name === 'string' ? last_name : '',
    email: typeof email === 'string' ? email : '',
    role: knownRole,
    // A user stored before these were sent reads with a new account's defaults until the profile answers.
    language_preference: isLanguage(language_preference) ? language_preference : 'en',
    timezone: isTimeZone(timezone) ? timezone : 'UTC',
  };
}

export function getStoredUser(): SessionUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return toSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function storeUser(user: SessionUser): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

/**
 * Ends the session on this device, however it ends (Sign Out, or a session the server no longer accepts), and
 * with it what the device kept for offline reading.
 */
export function clearSession(): void {
  remove(STORAGE_KEYS.accessToken);
  remove(STORAGE_KEYS.refreshToken);
  remove(STORAGE_KEYS.user);
  // The worker empties the caches even when this page is about to be left (an ended session goes to the sign-in
  // page); the page does it too, for what was kept without a worker. That code loads only now: no page's first
  // download carries it.
  navigator.serviceWorker?.controller?.postMessage(FORGET);
  import('../pwa/offline-data').then(
    ({ clearOfflineData }) => clearOfflineData(),
    () => undefined, // offline with no worker to serve it: then nothing was kept either
  );
}

export function getIntendedCourse(): string | null {
  return read(STORAGE_KEYS.intendedCourse);
}

export function setIntendedCourse(courseId: string | number): void {
  write(STORAGE_KEYS.intendedCourse, String(courseId));
}

export function clearIntendedCourse(): void {
  remove(STORAGE_KEYS.intendedCourse);
}
