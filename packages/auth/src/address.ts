import { createHmac, randomBytes } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/** What the address functions read of a request: its headers (a fetch `Request` is one). */
export interface RequestHeaders {
  readonly headers: { get(name: string): string | null };
}

/**
 * The header the web server (`apps/web/src/server/web-server.ts`) sets on every request to
 * the address of the connection it came over, replacing any the client sent.
 */
export const PEER_ADDRESS_HEADER = 'x-wordrise-peer';

/** Set by the web server once it writes `PEER_ADDRESS_HEADER` on every request. */
const PEER_STAMPED = Symbol.for('wordrise.peerAddressStamped');

/**
 * Called by the web server that writes `PEER_ADDRESS_HEADER` on every request. Process-wide
 * (Next.js's bundle holds its own copy of this module): served any other way (`next start`),
 * the header is whatever the client sent and is never believed.
 */
export function markPeerAddressStamped(): void {
  (globalThis as Record<symbol, unknown>)[PEER_STAMPED] = true;
}

/**
 * Where the client's address comes from (the web app's `TRUSTED_PROXY_HOPS`): `direct`,
 * clients connect to the app itself and the connection's address is theirs; N ≥ 1, N
 * proxies of ours stand in front; 0 or undefined, not known.
 */
export type TrustedProxyHops = number | 'direct' | undefined;

/**
 * The address a request came from, as far as the app may believe it (`TrustedProxyHops`):
 * - `direct`: the connection's own address (`PEER_ADDRESS_HEADER`); whatever the client
 *   wrote in X-Forwarded-For is ignored.
 * - N ≥ 1: the Nth `X-Forwarded-For` entry from the right is the address our outermost
 *   proxy saw (entries further left are whatever the client sent).
 * - 0 or undefined: null. A deployment that does not say must not guess: behind a proxy
 *   the connection's address is the proxy's, and everyone would share one address.
 */
export function clientIp(
  request: RequestHeaders | undefined,
  trustedProxyHops?: TrustedProxyHops,
): string | null {
  if (!request || trustedProxyHops === undefined) return null;
  if (trustedProxyHops === 'direct') {
    if ((globalThis as Record<symbol, unknown>)[PEER_STAMPED] !== true) return null;
    return request.headers.get(PEER_ADDRESS_HEADER)?.trim() || null;
  }
  if (trustedProxyHops < 1) return null;
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return request.headers.get('x-real-ip')?.trim() || null;
  return chain[Math.max(0, chain.length - trustedProxyHops)] ?? null;
}

/**
 * The network an address stands for in limits: an IPv4 address itself (also when
 * written IPv4-mapped), an IPv6 address's /64 — one subscriber usually holds a
 * whole /64, so counting single IPv6 addresses would limit nobody.
 */
export function addressNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return `raw:${ip.toLowerCase()}`;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

// Without the app's secret (tests, a misconfigured dev server) keys hold for this process only.
const fallbackSecret = randomBytes(32).toString('hex');

/**
 * What the database keeps instead of an address: an HMAC of its network under the
 * app's secret, so a leaked table names nobody's address (all 2³² IPv4 addresses
 * could be tried against a plain hash). Null when the address is unknown.
 */
export function addressKey(
  ip: string | null | undefined,
  secret: string | undefined,
): string | null {
  const trimmed = ip?.trim();
  if (!trimmed) return null;
  return createHmac('sha256', secret || fallbackSecret)
    .update(`wordrise-address:${addressNetwork(trimmed)}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * What the database keeps of a device token (a random value in a long-lived
 * cookie that the sign-in form sends along): its HMAC, like an address's. Null
 * for a missing or implausible token.
 */
export function deviceKey(token: unknown, secret: string | undefined): string | null {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return createHmac('sha256', secret || fallbackSecret)
    .update(`wordrise-device:${token}`)
    .digest('base64url')
    .slice(0, 32);
}

/** A new device token for the sign-in form's cookie. */
export function newDeviceToken(): string {
  return randomBytes(24).toString('base64url');
}
