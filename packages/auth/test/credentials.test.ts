import { users } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyCredentials } from '../src/credentials';
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
    await t.db.insert(users).values({
      username: 'Alice',
      displayName: 'Alice A.',
      passwordHash: await hashPassword('wordrise-alice'),
    });
  });

  it('signs in with the right password, whatever the username case', async () => {
    const user = await verifyCredentials(t.db, { username: 'alice', password: 'wordrise-alice' });
    expect(user).toMatchObject({ username: 'Alice', name: 'Alice A.' });
  });

  it('refuses a wrong password, an unknown user and malformed input', async () => {
    expect(await verifyCredentials(t.db, { username: 'alice', password: 'nope' })).toBeNull();
    expect(await verifyCredentials(t.db, { username: 'mallory', password: 'x' })).toBeNull();
    expect(await verifyCredentials(t.db, { username: '', password: '' })).toBeNull();
    expect(await verifyCredentials(t.db, 'garbage')).toBeNull();
  });
});
