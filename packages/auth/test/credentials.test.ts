import { signInFailures, users } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { sql } from 'drizzle-orm';
import { CredentialsSignin } from 'next-auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizeCredentials, clientIp } from '../src/config';
import { SIGN_IN_LIMITS, verifyCredentials } from '../src/credentials';
import { SIGN_IN_ERROR_MESSAGES } from '../src/errors';
import { hashPassword, verifyPassword } from '../src/password';

const t = useTestDatabase();

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
    const passwordHash = await hashPassword('wordrise-alice');
    await t.db.insert(users).values([
      { username: 'Alice', displayName: 'Alice A.', passwordHash },
      { username: 'Bob', displayName: 'Bob', passwordHash },
    ]);
  });

  it('signs in with the right password, whatever the username case', async () => {
    const outcome = await verifyCredentials(t.db, {
      username: 'alice',
      password: 'wordrise-alice',
    });
    expect(outcome).toMatchObject({ ok: true, user: { username: 'Alice', name: 'Alice A.' } });
  });

  it('refuses a wrong password, an unknown user and malformed input', async () => {
    const invalid = { ok: false, reason: 'invalid' };
    expect(await verifyCredentials(t.db, { username: 'alice', password: 'nope' })).toEqual(invalid);
    expect(await verifyCredentials(t.db, { username: 'mallory', password: 'x' })).toEqual(invalid);
    expect(await verifyCredentials(t.db, { username: '', password: '' })).toEqual(invalid);
    expect(await verifyCredentials(t.db, 'garbage')).toEqual(invalid);
  });

  it('rate-limits failures per username and address, and a success clears them', async () => {
    const from = (ip: string, password: string) =>
      verifyCredentials(t.db, { username: 'BOB', password }, { ip });
    for (let i = 0; i < SIGN_IN_LIMITS.perUsernameAndIp - 1; i++) {
      expect(await from('10.0.0.1', `guess-${i}`)).toMatchObject({ reason: 'invalid' });
    }
    // A success before the limit clears this address's record…
    expect(await from('10.0.0.1', 'wordrise-alice')).toMatchObject({ ok: true });
    for (let i = 0; i < SIGN_IN_LIMITS.perUsernameAndIp; i++) {
      expect(await from('10.0.0.1', `guess-${i}`)).toMatchObject({ reason: 'invalid' });
    }
    // …but past the limit even the right password is refused from that address,
    expect(await from('10.0.0.1', 'wordrise-alice')).toEqual({ ok: false, reason: 'rate-limited' });
    // while another address and another username are unaffected.
    expect(await from('10.0.0.2', 'wordrise-alice')).toMatchObject({ ok: true });
    expect(
      await verifyCredentials(
        t.db,
        { username: 'alice', password: 'wordrise-alice' },
        { ip: '10.0.0.1' },
      ),
    ).toMatchObject({ ok: true });
    // Refused attempts are not recorded, so the window ends 15 minutes after the last real failure.
    const [rows] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(signInFailures)
      .where(sql`${signInFailures.usernameKey} = 'bob' and ${signInFailures.ip} = '10.0.0.1'`);
    expect(rows?.n).toBe(SIGN_IN_LIMITS.perUsernameAndIp);

    // Failures older than the window no longer count.
    await t.db.execute(sql`update sign_in_failures set created_at = now() - interval '16 minutes'`);
    expect(await from('10.0.0.1', 'wordrise-alice')).toMatchObject({ ok: true });
  });

  it('caps failures per username across addresses', async () => {
    await t.db.insert(signInFailures).values(
      Array.from({ length: SIGN_IN_LIMITS.perUsername }, (_, i) => ({
        usernameKey: 'alice',
        ip: `10.1.0.${i}`,
      })),
    );
    expect(
      await verifyCredentials(
        t.db,
        { username: 'Alice', password: 'wordrise-alice' },
        { ip: '10.9.9.9' },
      ),
    ).toEqual({ ok: false, reason: 'rate-limited' });
    await t.db.execute(sql`delete from sign_in_failures`);
  });

  it('with no address to go by, only the per-username cap applies', async () => {
    const unknown = (count: number) =>
      t.db
        .insert(signInFailures)
        .values(Array.from({ length: count }, () => ({ usernameKey: 'alice', ip: 'unknown' })));
    await unknown(SIGN_IN_LIMITS.perUsernameAndIp);
    expect(
      await verifyCredentials(t.db, { username: 'alice', password: 'wordrise-alice' }),
    ).toMatchObject({ ok: true });
    await unknown(SIGN_IN_LIMITS.perUsername);
    expect(
      await verifyCredentials(t.db, { username: 'alice', password: 'wordrise-alice' }),
    ).toEqual({ ok: false, reason: 'rate-limited' });
    await t.db.execute(sql`delete from sign_in_failures`);
  });

  it('parallel guesses cannot slip past the limit', async () => {
    const tries = Array.from({ length: SIGN_IN_LIMITS.perUsernameAndIp + 3 }, (_, i) =>
      verifyCredentials(t.db, { username: 'bob', password: `parallel-${i}` }, { ip: '10.2.0.1' }),
    );
    const outcomes = await Promise.all(tries);
    expect(outcomes.filter((o) => !o.ok && o.reason === 'invalid')).toHaveLength(
      SIGN_IN_LIMITS.perUsernameAndIp,
    );
    expect(outcomes.filter((o) => !o.ok && o.reason === 'rate-limited')).toHaveLength(3);
    await t.db.execute(sql`delete from sign_in_failures`);
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

  it('returns the user, or throws a CredentialsSignin whose code the sign-in page explains', async () => {
    const authorize = authorizeCredentials(t.db, { trustedProxyHops: 2 });
    await expect(
      authorize({ username: 'alice', password: 'wordrise-alice' }, request('192.0.2.1')),
    ).resolves.toMatchObject({
      username: 'Alice',
    });
    const wrong = await authorize(
      { username: 'alice', password: 'bad' },
      request('192.0.2.1'),
    ).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(CredentialsSignin);
    expect(wrong).toMatchObject({ code: 'credentials' });

    await t.db.insert(signInFailures).values(
      Array.from({ length: SIGN_IN_LIMITS.perUsernameAndIp }, () => ({
        usernameKey: 'alice',
        ip: '192.0.2.1',
      })),
    );
    const limited = await authorize(
      { username: 'alice', password: 'wordrise-alice' },
      request('192.0.2.1'),
    ).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(CredentialsSignin);
    expect(limited).toMatchObject({ code: 'rate_limited' });
    expect(SIGN_IN_ERROR_MESSAGES.rate_limited).toMatch(/Too many failed sign-ins/);
  });
});
