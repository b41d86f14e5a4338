import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '../src/address';
import { PEER_SEAL_HEADER, stampPeerAddress } from '../src/peer-stamp';

const client = { remoteAddress: '203.0.113.5', localAddress: '192.0.2.1' };
// Next.js fetching its own origin (localhost) from inside the server.
const itself = { remoteAddress: '127.0.0.1', localAddress: '127.0.0.1' };

/** A request as the web server receives it, stamped as it would be. */
function received(
  headers: IncomingHttpHeaders,
  connection: typeof client,
  pages = true,
): IncomingHttpHeaders {
  const copy = { ...headers };
  stampPeerAddress(copy, connection, pages);
  return copy;
}

describe('the address the web server writes on each request', () => {
  it("is the connection's, whatever the client wrote under the same names", () => {
    const forged = { [PEER_ADDRESS_HEADER]: '198.51.100.9', [PEER_SEAL_HEADER]: 'AAAA' };
    expect(received(forged, client)[PEER_ADDRESS_HEADER]).toBe('203.0.113.5');
    expect(received(forged, itself)[PEER_ADDRESS_HEADER]).toBe('127.0.0.1');
    expect(received(forged, client, false)[PEER_ADDRESS_HEADER]).toBe('203.0.113.5');
  });

  it("stays the client's when Next.js sends the request on to its own server", () => {
    const first = received({ cookie: 'a=1' }, client);
    expect(first[PEER_SEAL_HEADER]).toEqual(expect.any(String));
    // Next copies the request's headers into its own request to localhost.
    expect(received(first, itself)[PEER_ADDRESS_HEADER]).toBe('203.0.113.5');
    // The machine calling itself on its public address: both ends are that address.
    const overPublicAddress = { remoteAddress: '192.0.2.1', localAddress: '192.0.2.1' };
    expect(received(first, overPublicAddress)[PEER_ADDRESS_HEADER]).toBe('203.0.113.5');
  });

  it('is not taken from a sealed request coming from another machine', () => {
    // Were a seal ever to reach a client, it would not let them claim its address.
    const first = received({}, client);
    const elsewhere = { remoteAddress: '198.51.100.7', localAddress: '192.0.2.1' };
    expect(received(first, elsewhere)[PEER_ADDRESS_HEADER]).toBe('198.51.100.7');
  });

  it('is not taken from a seal made for another address, or a seal cut short', () => {
    const first = received({}, client);
    const moved = { ...first, [PEER_ADDRESS_HEADER]: '198.51.100.9' };
    expect(received(moved, itself)[PEER_ADDRESS_HEADER]).toBe('127.0.0.1');
    const truncated = { ...first, [PEER_SEAL_HEADER]: String(first[PEER_SEAL_HEADER]).slice(1) };
    expect(received(truncated, itself)[PEER_ADDRESS_HEADER]).toBe('127.0.0.1');
  });

  it('is never taken from the request on the API path, which Next.js does not see', () => {
    const first = received({}, client);
    const api = received(first, itself, false);
    expect(api[PEER_ADDRESS_HEADER]).toBe('127.0.0.1');
    expect(api[PEER_SEAL_HEADER]).toBeUndefined();
  });
});
