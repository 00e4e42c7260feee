import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The address people open the app at: PUBLIC_URL when set, otherwise the scheme and host this request came to
 * (behind a proxy, TRUST_PROXY makes those the proxy's forwarded ones).
 */
export function publicUrl(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
