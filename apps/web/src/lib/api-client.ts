import { splitKey, type RequestOf, type ResponseOf } from '@somo/contract/endpoint';
import type { Endpoints } from '@somo/contract/endpoints';
import { msg } from '@lingui/core/macro';
import { apiErrorText, NETWORK_ERROR } from './error-messages';
import { i18n } from './i18n/i18n';
import { clearSession, getAccessToken, getRefreshToken, storeTokens } from './session-storage';

type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  serverMessage?: string | null;
  fields?: Record<string, string>;
};

/**
 * Every failed call ends here. Branch on `code` (stable) or `status`; show `serverMessage` when the API
 * sent one. `status` 0 means the request never reached the server.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly serverMessage: string | null;
  readonly fields: Record<string, string>;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage ?? null;
    this.fields = init.fields ?? {};
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * The API's own error text when there is one (in another language than English, the translation of its code),
 * else the screen's fallback text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? apiErrorText(error, fallback) : fallback;
}

/** The name a download's Content-Disposition gives, its UTF-8 form (`filename*`) first. */
export function downloadName(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain form below.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] || undefined;
}

function asFile(blob: Blob, disposition: string | null): Blob {
  const name = downloadName(disposition);
  return name ? new File([blob], name, { type: blob.type }) : blob;
}

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T = unknown> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is for FormData uploads. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Validates the answer; without it the caller vouches for the shape. */
  parse?: (data: unknown) => T;
  /**
   * Hand a 401 straight to the caller instead of refreshing and redirecting: for the sign-in,
   * registration, refresh and sign-out calls, where a 401 is an answer, not an expired session.
   */
  skipAuthRefresh?: boolean;
  /** Read the answer as a file (a Blob) rather than as JSON or text: for downloads that need the bearer token. */
  asBlob?: boolean;
};

type BodylessOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

/** An endpoint of the contract, by method and path, e.g. 'GET /notifications/'. */
export type EndpointName = keyof Endpoints;

/** `parse` checks (or reshapes) the answer on arrival, for the few calls that must not trust it blindly. */
type CallOptions<T = unknown> = Pick<RequestOptions<T>, 'signal' | 'skipAuthRefresh' | 'parse' | 'asBlob'>;
/**
 * A multipart endpoint takes a FormData as it is (the browser encodes it); one that also takes JSON, a plain
 * object too (sent as JSON).
 */
type CallInput<K extends EndpointName, T> = RequestOf<Endpoints[K]> & CallOptions<T>;
/** The input may be left out when the endpoint takes no path parameters and no body. */
type CallArgs<K extends EndpointName, T> =
  object extends RequestOf<Endpoints[K]> ? [CallInput<K, T>?] : [CallInput<K, T>];

/** The endpoint's path with its parameters filled in, each encoded. */
export function endpointPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z_]\w*)/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

export type ApiClient = {
  request: <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;
  get: <T = unknown>(path: string, options?: BodylessOptions<T>) => Promise<T>;
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) => Promise<T>;
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) => Promise<T>;
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions<T>) => Promise<T>;
  delete: <T = unknown>(path: string, options?: BodylessOptions<T>) => Promise<T>;
  /**
   * Calls one endpoint of the contract: its path, parameters, query, body and answer are typed from the
   * endpoint's description (type-only: no schema is shipped to the browser).
   */
  call: <K extends EndpointName, T = ResponseOf<Endpoints[K]>>(key: K, ...args: CallArgs<K, T>) => Promise<T>;
  /** Spec §4 manual refresh: true with fresh tokens stored; false (and the session cleared) otherwise. */
  refreshSession: () => Promise<boolean>;
};

export type ApiClientConfig = {
  baseUrl?: () => string;
  fetch?: typeof fetch;
  /** Called after the stored session is removed because it can no longer be refreshed. */
  onSessionExpired?: () => void;
};

/** Spec §7: the API lives under /api on whatever host and protocol served the page (local, LAN IP or tunnel). */
export function apiBaseUrl(): string {
  return `${window.location.protocol}//${window.location.host}/api`;
}

/**
 * A full page load rather than a router navigation: it also throws away every cached answer and
 * in-memory user that belonged to the expired session.
 */
function goToLogin(): void {
  if (window.location.pathname === '/login') return;
  window.location.assign('/login');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[name] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') fields[name] = message[0];
  }
  return fields;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function requestFailedText(status: number): string {
  return i18n._(msg`Request failed with status ${status}`);
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  const record = isRecord(body) ? body : {};
  const serverMessage =
    typeof record.error === 'string' && record.error
      ? record.error
      : typeof record.detail === 'string' && record.detail
        ? record.detail
        : null;
  return new ApiError({
    status: response.status,
    code: typeof record.code === 'string' ? record.code : `http_${response.status}`,
    message: serverMessage ?? requestFailedText(response.status),
    serverMessage,
    fields: readFields(record.fields),
  });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const getBaseUrl = config.baseUrl ?? apiBaseUrl;
  const onSessionExpired = config.onSessionExpired ?? goToLogin;
  // Resolved per call so tests (and polyfills) that replace the global fetch are honoured.
  const doFetch: typeof fetch = (...args) => (config.fetch ?? globalThis.fetch)(...args);
  let refreshInFlight: Promise<boolean> | null = null;

  async function send<T>(path: string, options: RequestOptions<T>, token: string | null): Promise<Response> {
    const headers = new Headers({ 'ngrok-skip-browser-warning': 'true' });
    const { body: payload } = options;
    // A FormData body needs the browser to write its own multipart boundary into Content-Type.
    if (!(payload instanceof FormData)) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const body = payload instanceof FormData || payload === undefined ? payload : JSON.stringify(payload);
    try {
      return await doFetch(buildUrl(getBaseUrl(), path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError({ status: 0, code: 'network_error', message: i18n._(NETWORK_ERROR) });
    }
  }

  async function refreshTokens(): Promise<boolean> {
    const refresh = getRefreshToken();
    if (!refresh) return false;
    try {
      const response = await send('/auth/token/refresh/', { method: 'POST', body: { refresh } }, null);
      if (!response.ok) return false;
      const body = await readBody(response);
      if (!isRecord(body) || typeof body.access !== 'string') return false;
      // The server rotates refresh tokens: the one just sent is spent, so keep the new one.
      storeTokens({
        access: body.access,
        refresh: typeof body.refresh === 'string' ? body.refresh : refresh,
      });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * One refresh serves every request that hit a 401 meanwhile; a spent refresh token cannot be reused.
   * If the stored token already differs from the one that was refused, someone else refreshed it.
   */
  function refreshOnce(staleToken: string | null): Promise<boolean> {
    const current = getAccessToken();
    if (current && current !== staleToken) return Promise.resolve(true);
    if (!refreshInFlight) {
      refreshInFlight = refreshTokens().finally(() => {
        refreshInFlight = null;
      });
    }
    return refreshInFlight;
  }

  function expireSession(): void {
    clearSession();
    onSessionExpired();
  }

  async function finish<T>(response: Response, options: RequestOptions<T>): Promise<T> {
    if (!response.ok) throw await toApiError(response);
    // The caller asked for a file and names Blob as T: a File under the name the server gave it, if it gave one.
    if (options.asBlob)
      return asFile(await response.blob(), response.headers.get('content-disposition')) as T;
    const data = await readBody(response);
    if (options.parse) return options.parse(data);
    // Without `parse` the caller vouches for the shape it named as T.
    return data as T;
  }

  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const token = getAccessToken();
    const first = await send(path, options, token);
    if (first.status !== 401 || options.skipAuthRefresh) return finish<T>(first, options);

    const refreshed = await refreshOnce(token);
    if (!refreshed) {
      expireSession();
      throw await toApiError(first);
    }
    const retried = await send(path, options, getAccessToken());
    if (retried.status === 401) {
      expireSession();
      throw await toApiError(retried);
    }
    return finish<T>(retried, options);
  }

  async function refreshSession(): Promise<boolean> {
    const refreshed = await refreshOnce(getAccessToken());
    if (!refreshed) clearSession();
    return refreshed;
  }

  function call<K extends EndpointName, T = ResponseOf<Endpoints[K]>>(
    key: K,
    ...args: CallArgs<K, T>
  ): Promise<T> {
    const [input = {}] = args;
    const { params, query, body, ...options } = input as {
      params?: Record<string, string | number>;
      query?: RequestOptions['query'];
      body?: unknown;
    } & CallOptions<T>;
    const { method, path } = splitKey(key);
    return request<T>(endpointPath(path, params), { ...options, method, query, body });
  }

  return {
    request,
    call,
    refreshSession,
    get: <T>(path: string, options?: BodylessOptions<T>) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: BodylessOptions<T>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: BodylessOptions<T>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

/** The one client the app uses. */
export const api = createApiClient();
