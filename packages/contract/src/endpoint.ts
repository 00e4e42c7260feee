import type { z } from 'zod';
import type { ErrorCode } from './errors';

/**
 * One endpoint of the API, described once: the server registers its route from this (apps/server/src/lib/route.ts),
 * the web app's typed client derives its argument and answer types from it, and the OpenAPI document is generated
 * from it (openapi.ts). Paths are relative to /api and use Fastify's `:name` parameters.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * 'required': a signed-in user (the handler checks the role); 'optional': a token is read when sent (public pages
 * that show more to a signed-in viewer); 'none': the token is not read before the handler (sign-in, refresh,
 * webhooks, streams that read it themselves).
 */
export type EndpointAuth = 'required' | 'optional' | 'none';

export type EndpointDescription = {
  summary: string;
  /** The resource it belongs to: one section of the reference. */
  tag: string;
  auth: EndpointAuth;
  /** Roles allowed, for the reference; the server's policy modules enforce them. */
  roles?: readonly ('student' | 'instructor' | 'admin')[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. With `form` as well, the endpoint takes either: JSON, or the same fields as a multipart form. */
  body?: z.ZodType;
  /** A multipart/form-data upload: the handler reads the parts; `form` names its fields for the reference. */
  form?: Readonly<Record<string, 'file' | 'text'>>;
  /** The success status: 200 unless said otherwise. */
  status?: 200 | 201;
  /** The success body; absent for answers that are not JSON (a stream, a file). */
  response?: z.ZodType;
  /** What the answer is when it is not JSON, e.g. 'text/event-stream'. */
  produces?: string;
  /** The error codes this endpoint can answer, beyond the ones every endpoint can (validation, rate limits). */
  errors: readonly ErrorCode[];
};

export type EndpointKey = `${HttpMethod} /${string}`;

export type EndpointMap = Readonly<Record<EndpointKey, EndpointDescription>>;

/** Checks a group of descriptions while keeping their exact types, so handlers and clients are typed from them. */
export function describeEndpoints<const M extends EndpointMap>(map: M): M {
  return map;
}

type Zod<T> = T extends z.ZodType ? T : never;

/** Whether the endpoint takes a multipart form (perhaps besides JSON). */
type TakesForm<E extends EndpointDescription> = E['form'] extends object ? true : false;

/**
 * What the handler receives once the server has parsed the request. A body that may also come as a multipart form
 * is not parsed before the handler: the handler reads whichever arrived and checks it against `body` itself.
 */
export type ParsedParams<E extends EndpointDescription> = E['params'] extends z.ZodType
  ? z.output<Zod<E['params']>>
  : Record<string, never>;
export type ParsedQuery<E extends EndpointDescription> = E['query'] extends z.ZodType
  ? z.output<Zod<E['query']>>
  : Record<string, never>;
export type ParsedBody<E extends EndpointDescription> =
  TakesForm<E> extends true ? unknown : E['body'] extends z.ZodType ? z.output<Zod<E['body']>> : undefined;

/** What the handler returns (before serialisation), and what the client receives (after). */
export type ResponseOf<E extends EndpointDescription> = E['response'] extends z.ZodType
  ? z.output<Zod<E['response']>>
  : unknown;
export type HandlerResult<E extends EndpointDescription> = E['response'] extends z.ZodType
  ? z.input<Zod<E['response']>>
  : unknown;

/** The JSON body the schema accepts, or nothing when there is no schema. */
type JsonBodyOf<E extends EndpointDescription> = E['body'] extends z.ZodType
  ? z.input<Zod<E['body']>>
  : never;

/**
 * The body a client sends: JSON as the schema accepts it, a FormData for a multipart upload, either one where the
 * endpoint takes both.
 */
type BodyOf<E extends EndpointDescription> =
  TakesForm<E> extends true
    ? { body: JsonBodyOf<E> | FormData }
    : E['body'] extends z.ZodType
      ? { body: JsonBodyOf<E> }
      : { body?: never };

/** What a client sends: path parameters (numbers or text), query and body as the contract's schemas accept them. */
export type RequestOf<E extends EndpointDescription> = (E['params'] extends z.ZodType
  ? { params: { [P in keyof z.input<Zod<E['params']>>]: string | number } }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: z.input<Zod<E['query']>> } : { query?: never }) &
  BodyOf<E>;

export function splitKey(key: EndpointKey): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}
