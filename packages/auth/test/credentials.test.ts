import { knownSignInAddresses, rateLimitHits, signInFailures, users } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { sql } from 'drizzle-orm';
import { CredentialsSignin } from 'next-auth';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addressKey,
  addressNetwork,
  clientIp,
  deviceKey,
  markPeerAddressStamped,
  newDeviceToken,
  PEER_ADDRESS_HEADER,
} from '../src/address';
import { authorizeCredentials } from '../src/config';
import { SIGN_IN_LIMITS, usernameDelaySeconds, verifyCredentials } from '../src/credentials';
import { rateLimitedMessage, SIGN_IN_ERROR_MESSAGES } from '../src/errors';
import { hashPassword, verifyPassword } from '../src/password';

const t = useTestDatabase();
const SECRET = 'test-secret-for-address-keys';
const key = (ip: string) => addressKey(ip, SECRET);
const signIn = (username: string, password: string, ip?: string) =>
  verifyCredentials(t.db, { username, password }, { addressKey: ip ? key(ip) : null });
const ALICE = 'wordrise-alice';

/** Failures recorded as if made `secondsAgo` ago, from `ips` (one each). */
async function pastFailures(usernameKey: string, ips: (string | null)[], secondsAgo = 0) {
  await t.db.insert(signInFailures).values(
    ips.map((ip) => ({
      usernameKey,
      ip: ip ? (key(ip) ?? 'unknown') : 'unknown',
      createdAt: new Date(Date.now() - secondsAgo * 1000),
    })),
  );
}
const range = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('passwords', () => {
  it('stores argon2id hashes that verify only the right password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'correct horse')).toBe(false);
  });
});

describe('credentials sign-in', () => {
  beforeAll(async () => {
    const passwordHash = await hashPassword(ALICE);
    await t.db.insert(users).values([
      { username: 'Alice', displayName: 'Alice A.', passwordHash },
      { username: 'Bob', displayName: 'Bob', passwordHash },
    ]);
  });
  beforeEach(async () => {
    await t.db.execute(sql`truncate sign_in_failures, known_sign_in_addresses, rate_limit_hits`);
  });

  it('signs in with the right password, whatever the username case', async () => {
    const outcome = await signIn('alice', ALICE);
    expect(outcome).toMatchObject({ ok: true, user: { username: 'Alice' } });
    // No display name for the session: it may change, and pages read it from the users row.
    expect(outcome.ok && Object.keys(outcome.user).sort()).toEqual(['id', 'username']);
  });

  it('refuses a wrong password, an unknown user and malformed input', async () => {
    const invalid = { ok: false, reason: 'invalid' };
    expect(await signIn('alice', 'nope')).toEqual(invalid);
    expect(await signIn('mallory', 'x')).toEqual(invalid);
    expect(await signIn('', '')).toEqual(invalid);
    expect(await verifyCredentials(t.db, 'garbage')).toEqual(invalid);
  });

  it('a stranger guessing from many addresses cannot keep the owner out', async () => {
    // (Before: 25 failures from anywhere locked the account even against its owner.)
    expect(await signIn('alice', ALICE, '192.0.2.50')).toMatchObject({ ok: true });
    for (let i = 0; i < 30; i++) await signIn('alice', `guess-${i}`, `10.3.0.${i}`);
    await pastFailures('alice', range(40, '10.4.0.'));
    // The owner, from an address they have signed in from before, gets in at once…
    expect(await signIn('alice', ALICE, '192.0.2.50')).toMatchObject({ ok: true });
    // …while from a new address even the right password must wait: the username's delay.
    const stranger = await signIn('alice', ALICE, '198.51.100.1');
    expect(stranger).toMatchObject({ ok: false, reason: 'rate-limited' });
    // The known address still counts wrong passwords like any other.
    expect(await signIn('alice', 'still-wrong', '192.0.2.50')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('delays a username growingly after free failures, answering at once with the time', async () => {
    expect([0, 4, 5, 6, 7, 10, 30].map(usernameDelaySeconds)).toEqual([0, 0, 1, 2, 4, 32, 300]);
    await pastFailures('bob', range(SIGN_IN_LIMITS.freeFailures + 3, '10.5.0.'));
    const asked = Date.now();
    const outcome = await signIn('bob', ALICE, '198.51.100.2');
    if (outcome.ok || outcome.reason !== 'rate-limited') throw new Error('not delayed');
    // Not before the last failure + 8 s; the answer comes well before that (no server-side sleep).
    expect(outcome.retryAt.getTime()).toBeGreaterThan(asked + 6_000);
    expect(outcome.retryAt.getTime()).toBeLessThanOrEqual(asked + 8_000 + 1_000);
    expect(Date.now()).toBeLessThan(outcome.retryAt.getTime());
    expect(rateLimitedMessage(outcome.retryAt, new Date(asked))).toMatch(
      /^Too many sign-in attempts\. Try again in [678] seconds\.$/,
    );
    // Once the wait is over, the right password works from anywhere.
    await t.db.execute(
      sql`update sign_in_failures set created_at = created_at - interval '10 seconds'`,
    );
    expect(await signIn('bob', ALICE, '198.51.100.2')).toMatchObject({ ok: true });
  });

  it('the delay never exceeds its cap, and old failures stop counting', async () => {
    await pastFailures('bob', range(200, '10.6.'), 30);
    const outcome = await signIn('bob', ALICE, '198.51.100.3');
    expect(outcome).toMatchObject({ reason: 'rate-limited' });
    if (!outcome.ok && outcome.reason === 'rate-limited') {
      expect(outcome.retryAt.getTime()).toBeLessThanOrEqual(
        Date.now() + SIGN_IN_LIMITS.maxDelaySeconds * 1000,
      );
    }
    await t.db.execute(sql`update sign_in_failures set created_at = now() - interval '61 minutes'`);
    expect(await signIn('bob', ALICE, '198.51.100.3')).toMatchObject({ ok: true });
  });

  it('limits failures per username and address until the oldest leaves the window', async () => {
    expect(await signIn('bob', ALICE, '10.0.0.1')).toMatchObject({ ok: true }); // a known address
    for (let i = 0; i < SIGN_IN_LIMITS.perUsernameAndAddress; i++) {
      expect(await signIn('bob', `guess-${i}`, '10.0.0.1')).toMatchObject({ reason: 'invalid' });
    }
    // Past the limit even the right password waits, known address or not…
    expect(await signIn('bob', ALICE, '10.0.0.1')).toMatchObject({ reason: 'rate-limited' });
    // …while another username from there, and this one from another known address, are fine.
    expect(await signIn('alice', ALICE, '10.0.0.1')).toMatchObject({ ok: true });
    await t.db.insert(knownSignInAddresses).values({
      userId: (
        await t.db
          .select()
          .from(users)
          .where(sql`username = 'Bob'`)
      )[0]!.id,
      addressKey: key('10.0.0.2')!,
    });
    expect(await signIn('bob', ALICE, '10.0.0.2')).toMatchObject({ ok: true });
    // Refused attempts are not recorded: the window ends 15 minutes after the last real failure.
    const [rows] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(signInFailures)
      .where(sql`${signInFailures.ip} = ${key('10.0.0.1')}`);
    expect(rows?.n).toBe(SIGN_IN_LIMITS.perUsernameAndAddress);
    await t.db.execute(sql`update sign_in_failures set created_at = now() - interval '16 minutes'`);
    expect(await signIn('bob', ALICE, '10.0.0.1')).toMatchObject({ ok: true });
  });

  it('limits failures per address whatever the usernames', async () => {
    await t.db.insert(signInFailures).values(
      range(SIGN_IN_LIMITS.perAddress, 'someone').map((usernameKey) => ({
        usernameKey,
        ip: key('10.7.0.1')!,
      })),
    );
    expect(await signIn('alice', ALICE, '10.7.0.1')).toMatchObject({ reason: 'rate-limited' });
    expect(await signIn('alice', ALICE, '10.7.0.2')).toMatchObject({ ok: true });
  });

  it('limits attempts per address and overall, known addresses apart from the overall cap', async () => {
    expect(await signIn('alice', ALICE, '10.8.0.1')).toMatchObject({ ok: true });
    await t.db.insert(rateLimitHits).values(
      Array.from({ length: SIGN_IN_LIMITS.attemptsPerAddressPerMinute }, () => ({
        bucket: `sign-in:address:${key('10.8.0.9')}`,
      })),
    );
    expect(await signIn('alice', ALICE, '10.8.0.9')).toMatchObject({ reason: 'rate-limited' });
    await t.db.insert(rateLimitHits).values(
      Array.from({ length: SIGN_IN_LIMITS.attemptsOverallPerMinute }, () => ({
        bucket: 'sign-in:all',
      })),
    );
    expect(await signIn('bob', ALICE, '10.8.0.2')).toMatchObject({ reason: 'rate-limited' });
    expect(await signIn('bob', ALICE)).toMatchObject({ reason: 'rate-limited' });
    expect(await signIn('alice', ALICE, '10.8.0.1')).toMatchObject({ ok: true });
    await t.db.execute(sql`update rate_limit_hits set created_at = now() - interval '61 seconds'`);
    expect(await signIn('bob', ALICE, '10.8.0.2')).toMatchObject({ ok: true });
  });

  it('an address or device the player signed in from before has a per-minute cap of its own', async () => {
    const phone = { addressKey: null, deviceKey: deviceKey(newDeviceToken(), SECRET) };
    const attempt = (password: string) =>
      verifyCredentials(t.db, { username: 'bob', password }, phone);
    expect(await attempt(ALICE)).toMatchObject({ ok: true });
    // Wrong passwords on one's own account from a familiar device: checked, up to the cap.
    for (let i = 0; i < SIGN_IN_LIMITS.attemptsFamiliarPerMinute; i++)
      expect(await attempt('wrong-password')).toMatchObject({ reason: 'invalid' });
    expect(await attempt(ALICE)).toMatchObject({ reason: 'rate-limited' });
    // The device is familiar from any address: a new address gives it no fresh allowance.
    const elsewhere = { ...phone, addressKey: key('10.9.0.1') };
    expect(
      await verifyCredentials(t.db, { username: 'bob', password: ALICE }, elsewhere),
    ).toMatchObject({ reason: 'rate-limited' });
    await t.db.execute(sql`update rate_limit_hits set created_at = now() - interval '61 seconds'`);
    expect(await attempt(ALICE)).toMatchObject({ ok: true });
  });

  it('with no address to go by, a device the owner signed in on before passes the delay', async () => {
    const phone = newDeviceToken();
    const onPhone = { addressKey: null, deviceKey: deviceKey(phone, SECRET) };
    const owner = () => verifyCredentials(t.db, { username: 'alice', password: ALICE }, onPhone);
    expect(await owner()).toMatchObject({ ok: true });
    await pastFailures(
      'alice',
      range(60, 'x').map(() => null),
    );
    expect(await owner()).toMatchObject({ ok: true });
    // Another device, or none, waits.
    expect(await signIn('alice', ALICE)).toMatchObject({ reason: 'rate-limited' });
    const other = { addressKey: null, deviceKey: deviceKey(newDeviceToken(), SECRET) };
    expect(
      await verifyCredentials(t.db, { username: 'alice', password: ALICE }, other),
    ).toMatchObject({ reason: 'rate-limited' });
    // Only the token's HMAC is stored; a malformed token is no device.
    const stored = JSON.stringify(await t.db.select().from(knownSignInAddresses));
    expect(stored).not.toContain(phone);
    expect(deviceKey('short', SECRET)).toBeNull();
    expect(deviceKey({ not: 'a token' }, SECRET)).toBeNull();
  });

  it('with no address to go by, only the per-username delay and the overall cap apply', async () => {
    await pastFailures(
      'alice',
      range(SIGN_IN_LIMITS.freeFailures, 'x').map(() => null),
      20,
    );
    expect(await signIn('alice', ALICE)).toMatchObject({ ok: true });
    await pastFailures(
      'alice',
      range(SIGN_IN_LIMITS.freeFailures + 1, 'x').map(() => null),
    );
    expect(await signIn('alice', ALICE)).toMatchObject({ reason: 'rate-limited' });
  });

  it('parallel guesses cannot slip past the limit', async () => {
    const tries = Array.from({ length: SIGN_IN_LIMITS.perUsernameAndAddress + 3 }, (_, i) =>
      signIn('bob', `parallel-${i}`, '10.2.0.1'),
    );
    const outcomes = await Promise.all(tries);
    expect(outcomes.filter((o) => !o.ok && o.reason === 'invalid')).toHaveLength(
      SIGN_IN_LIMITS.perUsernameAndAddress,
    );
    expect(outcomes.filter((o) => !o.ok && o.reason === 'rate-limited')).toHaveLength(3);
  });

  it('keeps addresses keyed, never in clear; an IPv6 /64 is one address', async () => {
    await signIn('alice', 'wrong-one', '203.0.113.9');
    await signIn('alice', ALICE, '203.0.113.9');
    const stored = JSON.stringify([
      await t.db.select().from(signInFailures),
      await t.db.select().from(knownSignInAddresses),
      await t.db.select().from(rateLimitHits),
    ]);
    expect(stored).not.toContain('203.0.113');
    expect(stored).toContain(key('203.0.113.9'));
    expect(addressNetwork('2001:db8:1:2:aaaa::1')).toBe(addressNetwork('2001:db8:1:2::ffff'));
    expect(addressNetwork('2001:db8:1:3::1')).not.toBe(addressNetwork('2001:db8:1:2::1'));
    expect(addressNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1', 'other-secret')).not.toBe(key('192.0.2.1'));
    expect(addressKey(null, SECRET)).toBeNull();
  });
});

describe('Auth.js authorize', () => {
  const request = (ip: string) =>
    new Request('http://localhost/api/auth/callback/credentials', {
      headers: { 'x-forwarded-for': `${ip}, 10.255.0.1` },
    });

  it('believes only the proxies we run about the client address', () => {
    // Without a trusted proxy, whatever the client writes in the headers is ignored.
    expect(clientIp(request('192.0.2.7'))).toBeNull();
    // One proxy of ours: the address it saw is the last entry (anything left of it is the client's say).
    expect(clientIp(request('192.0.2.7'), 1)).toBe('10.255.0.1');
    expect(clientIp(request('192.0.2.7'), 2)).toBe('192.0.2.7');
    expect(clientIp(new Request('http://x', { headers: { 'x-real-ip': '192.0.2.8' } }), 1)).toBe(
      '192.0.2.8',
    );
    expect(clientIp(new Request('http://x'), 1)).toBeNull();
    expect(clientIp(undefined, 1)).toBeNull();
  });

  it('with clients connecting directly believes the connection, not the headers', () => {
    // The web server writes the connection's address in PEER_ADDRESS_HEADER on every request.
    const direct = new Request('http://x', {
      headers: { [PEER_ADDRESS_HEADER]: '192.0.2.9', 'x-forwarded-for': '198.51.100.1' },
    });
    // Served by anything else, that header is the client's own say.
    expect(clientIp(direct, 'direct')).toBeNull();
    markPeerAddressStamped();
    expect(clientIp(direct, 'direct')).toBe('192.0.2.9');
    expect(clientIp(request('192.0.2.7'), 'direct')).toBeNull();
    // Behind a proxy the connection is the proxy's: its X-Forwarded-For entry counts.
    expect(clientIp(direct, 1)).toBe('198.51.100.1');
    // Not configured (0 or unset): unknown, whatever the request says.
    expect(clientIp(direct, 0)).toBeNull();
    expect(clientIp(direct)).toBeNull();
  });

  it('returns the user, or throws a CredentialsSignin whose code the sign-in page explains', async () => {
    await t.db.execute(sql`truncate sign_in_failures, known_sign_in_addresses, rate_limit_hits`);
    const authorize = authorizeCredentials(t.db, { trustedProxyHops: 2, secret: SECRET });
    await expect(
      authorize({ username: 'alice', password: ALICE }, request('192.0.2.1')),
    ).resolves.toMatchObject({ username: 'Alice' });
    const wrong = await authorize(
      { username: 'alice', password: 'bad' },
      request('192.0.2.1'),
    ).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(CredentialsSignin);
    expect(wrong).toMatchObject({ code: 'credentials' });

    await pastFailures(
      'alice',
      range(SIGN_IN_LIMITS.perUsernameAndAddress, 'x').map(() => '192.0.2.1'),
    );
    const limited = await authorize(
      { username: 'alice', password: ALICE },
      request('192.0.2.1'),
    ).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(CredentialsSignin);
    expect(limited).toMatchObject({ code: 'rate_limited', retryAt: expect.any(Date) });
    expect(SIGN_IN_ERROR_MESSAGES.rate_limited).toMatch(/Too many sign-in attempts/);
  });
});
