import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  splitKey,
  type EndpointDescription,
  type EndpointKey,
  type HandlerResult,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
} from '@somo/contract/endpoint';
import { requireActor } from './auth';
import { contentDisposition } from './content-disposition';
import { acceptsGzip, gzippedForm, MIN_GZIPPED_BYTES } from './json-bytes';

/** The request as the handler sees it: parameters, query and body already checked against the contract. */
export type ParsedRequest<E extends EndpointDescription> = FastifyRequest<{
  Params: ParsedParams<E>;
  Querystring: ParsedQuery<E>;
  Body: ParsedBody<E>;
}>;

export type RouteHandler<E extends EndpointDescription> = (
  request: ParsedRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerResult<E> | FastifyReply | void> | HandlerResult<E> | FastifyReply | void;

/** Per-route Fastify options an endpoint may need beyond its description (e.g. a larger body limit). */
export type RouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'preHandler'>;

type Schemas = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Record<number, z.ZodType>;
};

function schemasOf(description: EndpointDescription): Schemas {
  const schema: Schemas = {};
  if (description.params) schema.params = description.params;
  if (description.query) schema.querystring = description.query;
  // An endpoint that also takes a multipart form checks its body in the handler, whichever of the two arrived.
  if (description.body && !description.form) schema.body = description.body;
  if (description.response) schema.response = { [description.status ?? 200]: description.response };
  return schema;
}

/**
 * Registers one endpoint of the contract: method, path and schemas come from its description, so the route and
 * the reference can never disagree. The handler stays thin: it calls the feature's service.
 */
export function route<
  M extends Readonly<Record<EndpointKey, EndpointDescription>>,
  K extends keyof M & EndpointKey,
>(app: FastifyInstance, endpoints: M, key: K, handler: RouteHandler<M[K]>, options: RouteOptions = {}) {
  const description: EndpointDescription = endpoints[key] as M[K];
  const { method, path } = splitKey(key);
  const status = description.status;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method,
    url: path,
    schema: schemasOf(description),
    config: description.auth === 'none' ? { auth: 'ignore' } : {},
    handler: async (request, reply) => {
      if (description.auth === 'required') requireActor(request);
      if (status) reply.status(status);
      return handler(request as unknown as ParsedRequest<M[K]>, reply);
    },
  });
}

/**
 * Sends an answer kept as JSON text, already checked against the endpoint's response schema when it was made:
 * Fastify sends a string or bytes (lib/json-bytes.ts) as they are, so the per-request check and serialisation
 * are skipped. Kept bytes go gzipped to a client that takes it (every browser), once compressed.
 */
export function sendJsonText(reply: FastifyReply, json: string | Buffer) {
  reply.type('application/json; charset=utf-8');
  if (typeof json === 'string' || json.length < MIN_GZIPPED_BYTES) return reply.send(json);
  reply.header('vary', 'accept-encoding');
  const gzipped = acceptsGzip(reply.request.headers['accept-encoding']) ? gzippedForm(json) : undefined;
  return gzipped ? reply.header('content-encoding', 'gzip').send(gzipped) : reply.send(json);
}

/**
 * Sends a file made for the one who asked (answer keys, students' results): to be saved under its name, and never
 * kept by a shared cache.
 */
export function sendDownload(
  reply: FastifyReply,
  { type, fileName, text }: { type: string; fileName: string; text: string },
) {
  return reply
    .type(type)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(text);
}
