import { BlockList, isIP } from 'node:net';
import { WEBHOOK_REFUSALS } from '../messages';

// Addresses a receiver may not have: this machine, private networks, link-local (cloud metadata at 169.254.169.254),
// carrier-grade NAT, multicast and the unspecified ones. A receiver there is the server calling into its own network.
const inside = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  inside.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2002::', 16],
] as const)
  inside.addSubnet(net, bits, 'ipv6');

/** An IPv4 address written inside IPv6 (::ffff:10.0.0.1, ::ffff:a00:1): judged as the IPv4 address it is. */
function embeddedIpv4(address: string): string | null {
  const m = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!m) return null;
  if (isIP(m[1]!) === 4) return m[1]!;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(m[1]!);
  if (!hex) return null;
  const n = (parseInt(hex[1]!, 16) << 16) | parseInt(hex[2]!, 16);
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/** Whether a literal address is one a receiver may not have. */
export function isInsideAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const v4 = isIP(bare) === 6 ? embeddedIpv4(bare) : null;
  if (v4) return inside.check(v4, 'ipv4');
  const family = isIP(bare);
  if (family === 0) return false;
  return inside.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

const isLocalName = (host: string) => {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost');
};

/**
 * Whether HR's receiver address may be saved: https, no credentials in it, and (unless `allowPrivate`, for tests and a
 * receiver on the same machine) a host that is neither a name for this machine nor an address inside a private
 * network. A name is resolved when delivering too (`isInsideAddress` on each address), since DNS may change.
 */
export function webhookUrlRefusal(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_REFUSALS.notUrl;
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return WEBHOOK_REFUSALS.notHttps;
  if (url.username || url.password) return WEBHOOK_REFUSALS.credentials;
  if (!url.hostname) return WEBHOOK_REFUSALS.notUrl;
  if (!allowPrivate && (isLocalName(url.hostname) || isInsideAddress(url.hostname))) return WEBHOOK_REFUSALS.privateHost;
  return null;
}

/** The host to resolve when delivering, or null when the URL names an address already (checked when saved). */
export function hostToResolve(raw: string): string | null {
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? null : host;
}
