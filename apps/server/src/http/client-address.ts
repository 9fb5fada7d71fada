import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which peers may tell us the client's address with `X-Forwarded-For`: the `TRUST_PROXY`
 * setting, a comma-separated list of addresses, CIDR ranges or the names `loopback`,
 * `linklocal` and `uniquelocal`. Empty trusts nobody: the TCP peer is the client.
 */
export type TrustedProxies = readonly string[];

/** Reads `TRUST_PROXY`; throws on an entry that is not an address, a range or a known name. */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const list = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  // compile() throws a TypeError naming the first bad entry.
  if (list.length > 0) proxyAddr.compile([...list]);
  return list;
}

/**
 * The key that per-address limits count under: the address itself for IPv4 (an IPv4-mapped
 * IPv6 address counts as its IPv4 address), and the /64 network for IPv6, because one host
 * usually holds a whole /64 and could otherwise take a fresh allowance per address.
 */
export function addressKey(address: string): string {
  const plain = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
  if (!isIPv6(plain)) return plain;
  return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros. */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups.
  const last = right.length > 0 ? right : left;
  const v4 =
    last.length > 0 && (last[last.length - 1] ?? '').includes('.') ? last.pop() : undefined;
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    last.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  return groups.map((g) => Number.parseInt(g || '0', 16).toString(16));
}

/**
 * The client address of a WebSocket upgrade request: the TCP peer, or, when that peer is a
 * trusted proxy, the nearest untrusted address of `X-Forwarded-For` (as Fastify's
 * `request.ip` does with the same list).
 */
export function upgradeAddress(request: IncomingMessage, trusted: TrustedProxies): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (trusted.length === 0) return peer;
  return proxyAddr(request, [...trusted]);
}
