import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which webhook targets the operator allows beyond the public internet: `WEBHOOK_ALLOW_PRIVATE=1`
 * allows every address, `WEBHOOK_ALLOW_CIDRS` a list of ranges (e.g. a receiver on the same
 * private network). By default only public unicast addresses are reached.
 */
export interface WebhookPolicy {
  readonly allowPrivate: boolean;
  readonly allowCidrs: readonly string[];
}

/** The default: public addresses only. */
export const PUBLIC_ONLY: WebhookPolicy = { allowPrivate: false, allowCidrs: [] };

/**
 * Reads `WEBHOOK_ALLOW_CIDRS`: a comma-separated list of CIDR ranges or single addresses.
 * Throws a `TypeError` naming the first entry that is neither.
 */
export function parseWebhookCidrs(text: string | undefined): string[] {
  const list = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const entry of list) cidrOf(entry);
  return list;
}

function cidrOf(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  if (entry.includes('/')) {
    const [address, bits] = ipaddr.parseCIDR(entry);
    // An IPv4-mapped range (::ffff:10.0.0.0/104) is the IPv4 range it maps.
    if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
      return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
    return [address, bits];
  }
  if (!ipaddr.isValid(entry)) throw new TypeError(`not an address or CIDR range: ${entry}`);
  const address = ipaddr.process(entry);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/** Host names that always mean this machine or a cloud's metadata service. */
const LOCAL_NAMES = /^(localhost|metadata|metadata\.google\.internal|instance-data)$|\.localhost$/;

/**
 * Why an address may not receive webhooks (its range: `loopback`, `private`, `linkLocal`,
 * `carrierGradeNat`, `uniqueLocal`, `multicast`, `unspecified`, …), or null when it may. Every
 * range but public unicast is refused, IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`) as the
 * IPv4 address they map, unless the policy allows it. ipaddr.js classifies the ranges.
 */
export function addressRefusal(address: string, policy: WebhookPolicy): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  if (policy.allowPrivate) return null;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast') return null;
  for (const entry of policy.allowCidrs) {
    const [net, bits] = cidrOf(entry);
    if (net.kind() === parsed.kind() && parsed.match(net, bits)) return null;
  }
  return range;
}

/** The host of a URL as a resolver or an address check wants it (IPv6 without brackets). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

/** Resolves a host name to every address it has. */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

/** The system resolver (`getaddrinfo`, as a plain connection would use). */
export const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** A checked target: the URL and the one address a delivery connects to. */
export interface CheckedTarget {
  readonly url: URL;
  readonly address: string;
  readonly family: 4 | 6;
}

/** The outcome of a check: the target, or why it is refused (a sentence for the log or answer). */
export type TargetCheck =
  | { readonly ok: true; readonly target: CheckedTarget }
  | { readonly ok: false; readonly reason: string; readonly unresolved?: true };

/**
 * Resolves a webhook URL once and checks every address it resolves to: one refused address
 * refuses the target (a name with a public and a private address is refused, so that no
 * resolver can pick the private one later). The delivery then connects to exactly the checked
 * address, so the name is never resolved again (no DNS rebinding).
 */
export async function checkWebhookTarget(
  text: string,
  policy: WebhookPolicy,
  resolve: Resolver = systemResolver,
): Promise<TargetCheck> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'The webhook URL is not a URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: 'A webhook URL is http or https.' };
  const host = hostOf(url);
  if (!policy.allowPrivate && LOCAL_NAMES.test(host))
    return { ok: false, reason: `The webhook host ${host} is this machine or a metadata service.` };
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
  }
  if (addresses.length === 0)
    return { ok: false, reason: `The webhook host ${host} does not resolve.`, unresolved: true };
  for (const { address } of addresses) {
    const refused = addressRefusal(address, policy);
    if (refused)
      return {
        ok: false,
        reason: `The webhook host ${host} is a ${refused} address (${address}); webhooks go to public addresses unless the server allows others.`,
      };
  }
  const first = addresses[0]!;
  return {
    ok: true,
    target: { url, address: first.address, family: first.family === 6 ? 6 : 4 },
  };
}

/**
 * The check at creation: an address literal or a local name is refused at once; a name that
 * resolves is checked like at send time. A name that does not resolve now is accepted (the
 * receiver may not be up yet): every delivery checks again.
 */
export async function creationRefusal(
  text: string,
  policy: WebhookPolicy,
  resolve: Resolver = systemResolver,
): Promise<string | null> {
  const checked = await checkWebhookTarget(text, policy, resolve);
  if (checked.ok || checked.unresolved) return null;
  return checked.reason;
}
