import { BlockList, isIP } from 'node:net';
import type { Actor } from '../../lib/auth';
import { AppError, forbidden } from '../../lib/errors';

export function assertCanManageWebhooks(actor: Actor) {
  if (actor.role !== 'admin') forbidden('Only administrators can manage webhooks.');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

// Addresses inside a private network: a production server must not be turned into a way to reach them.
const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv6');
}

function isPrivateHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  const address = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE_NETWORKS.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function refuse(message: string): never {
  throw new AppError('validation_error', message, { url: message });
}

/**
 * Deliveries carry people's data, so they travel over https. Plain http is accepted only for a receiver on this
 * machine, and only where the server allows it (development and tests); otherwise addresses of a private network
 * are refused too.
 */
export function assertWebhookUrlAllowed({ url, allowLocalHttp }: { url: string; allowLocalHttp: boolean }) {
  const { protocol, hostname } = new URL(url);
  if (allowLocalHttp) {
    if (protocol === 'https:' || LOCAL_HOSTS.has(hostname)) return;
    refuse('Use an https:// URL (http:// only for localhost).');
  }
  if (protocol !== 'https:') refuse('Use an https:// URL.');
  if (isPrivateHost(hostname)) refuse('Use a public address, not one of a private network.');
}
