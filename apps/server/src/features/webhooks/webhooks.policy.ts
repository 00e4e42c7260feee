import { lookup } from 'node:dns/promises';
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

function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE_NETWORKS.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's hostname without the brackets around an IPv6 address. */
function bareHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '');
}

function isPrivateHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  return isPrivateAddress(bareHost(hostname));
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

/** Every address a host name resolves to. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveHost: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Checked again just before each delivery, by the addresses the host resolves to then: a public name whose DNS
 * points into a private network (changed after the URL was accepted, or meant to) must not make this server reach
 * in there. Where local receivers are allowed, nothing is refused. Answers why the delivery is refused, or
 * undefined when it may go; a name that does not resolve fails as the request itself would.
 */
export async function findDeliveryRefusal({
  url,
  allowLocalHttp,
  resolve,
}: {
  url: string;
  allowLocalHttp: boolean;
  resolve: ResolveHost;
}): Promise<string | undefined> {
  if (allowLocalHttp) return undefined;
  const { hostname } = new URL(url);
  const host = bareHost(hostname);
  const addresses = isIP(host) ? [host] : await resolve(host);
  const inside = addresses.find(isPrivateAddress);
  if (inside) return `Refused: ${hostname} resolves to ${inside}, an address of a private network.`;
  return undefined;
}
