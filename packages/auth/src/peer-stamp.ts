import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { PEER_ADDRESS_HEADER } from './address';

/** Beside `PEER_ADDRESS_HEADER` on requests Next.js may send back to its own server. */
export const PEER_SEAL_HEADER = 'x-wordrise-peer-seal';

// Per process: a seal vouches only for requests this process sends to itself.
const sealKey = randomBytes(32);

function sealOf(address: string): Buffer {
  return createHmac('sha256', sealKey).update(`wordrise-peer:${address}`).digest();
}

function isSealed(address: string, seal: string): boolean {
  const expected = sealOf(address);
  const given = Buffer.from(seal, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The two ends of the connection a request came over. */
export interface ConnectionEnds {
  readonly remoteAddress: string;
  readonly localAddress: string | undefined;
}

/** A connection this machine made to itself: loopback, or both ends on one address. */
function fromThisMachine({ remoteAddress, localAddress }: ConnectionEnds): boolean {
  return (
    remoteAddress === localAddress ||
    remoteAddress === '::1' ||
    /^(::ffff:)?127\./.test(remoteAddress)
  );
}

/**
 * Writes into `PEER_ADDRESS_HEADER` the address the request came from, replacing whatever
 * the client sent under that name (what `clientIp` believes with `TRUSTED_PROXY_HOPS=direct`).
 *
 * Next.js sends some requests back to its own server over HTTP with the original request's
 * headers: a server action posted to a page that does not hold it goes on to one that does,
 * and the page an action redirects to is rendered by a second request. Those come from this
 * machine, and without more would count as this machine's address. So a request that may
 * reach Next.js (`sealed`) also gets a seal, an HMAC of the address under this process's
 * random key; a request from this machine whose address bears a good seal is such a request
 * and keeps the address of the client it serves. A client cannot make a seal, and never sees
 * one (it travels only in requests the server sends itself).
 */
export function stampPeerAddress(
  headers: IncomingHttpHeaders,
  connection: ConnectionEnds,
  sealed: boolean,
): void {
  const stamped = headers[PEER_ADDRESS_HEADER];
  const seal = headers[PEER_SEAL_HEADER];
  if (
    sealed &&
    typeof stamped === 'string' &&
    typeof seal === 'string' &&
    fromThisMachine(connection) &&
    isSealed(stamped, seal)
  ) {
    return;
  }
  headers[PEER_ADDRESS_HEADER] = connection.remoteAddress;
  if (sealed) headers[PEER_SEAL_HEADER] = sealOf(connection.remoteAddress).toString('base64url');
  else delete headers[PEER_SEAL_HEADER];
}
