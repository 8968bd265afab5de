import { BlockList, isIP } from 'node:net';
import { env } from '../config/env.server';

// Behind a reverse proxy every request comes from the proxy's address, and the shopper's is in
// X-Forwarded-For. That header is whatever the sender wrote, so it is read only when the request
// came from a proxy the operator named (TRUSTED_PROXIES), and only as far back as the proxies go:
// the client is the nearest address in the chain that is not a trusted proxy. Without the
// setting, the per-address throttles (code sends, sign-ins, the bot check) would count every
// shopper of a campaign day as one address and lock them all out together.

/** The loopback ranges `loopback` in TRUSTED_PROXIES stands for: a proxy on the same machine. */
const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1, as a dual-stack socket reports it) as plain IPv4. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** The addresses and ranges of TRUSTED_PROXIES (already checked by the config schema) as a lookup. */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => (e === 'loopback' ? LOOPBACK : e === 'none' ? [] : [e]))) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** Whether an address is one of the trusted proxies. */
export function isTrustedProxy(address: string | undefined, trusted: BlockList): boolean {
  if (!address) return false;
  const ip = plain(address);
  const family = isIP(ip);
  return family !== 0 && trusted.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The shopper's address: the socket's peer, or, when the peer is a trusted proxy, the nearest
 * address in X-Forwarded-For that is not a trusted proxy itself. A malformed entry ends the walk
 * at the last trusted hop, so a forged value never replaces a real one.
 */
export function clientAddressFrom(peer: string, forwardedFor: string | null | undefined, trusted: BlockList): string {
  let client = plain(peer);
  if (!forwardedFor || !isTrustedProxy(client, trusted)) return client;
  const hops = forwardedFor.split(',').map((hop) => plain(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    if (isIP(hops[i]) === 0) break;
    client = hops[i];
    if (!isTrustedProxy(client, trusted)) break;
  }
  return client;
}

/** Whether the shopper's connection is HTTPS: TLS here, or a trusted proxy's X-Forwarded-Proto. */
export function httpsFrom(tls: boolean, peer: string | undefined, forwardedProto: string | null | undefined, trusted: BlockList): boolean {
  if (tls) return true;
  return isTrustedProxy(peer, trusted) && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

let configured: BlockList | undefined;

/** The proxies TRUSTED_PROXIES names, read once. */
export function configuredProxies(): BlockList {
  configured ??= trustedProxies(env().TRUSTED_PROXIES);
  return configured;
}
