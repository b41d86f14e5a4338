import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../src/users/limits';
import { signUpProblems, USERNAME_PATTERN } from '../src/users/policy';

describe('signUpProblems', () => {
  it('names every field at fault at once, each with its limit', () => {
    expect(signUpProblems({ username: '', displayName: '', password: '' })).toEqual({
      username: 'Enter a username (3 to 20 characters).',
      password: 'Enter a password (at least 10 characters).',
    });
    expect(
      signUpProblems({ username: 'u'.repeat(60), displayName: 'd'.repeat(200), password: 'a' }),
    ).toEqual({
      username: 'Username is too long: at most 20 characters (this one has 60).',
      displayName: 'Display name is too long: at most 40 characters (this one has 200).',
      password: 'Password is too short: at least 10 characters.',
    });
  });

  it('has nothing to say about good fields; names are trimmed, an empty display name is fine', () => {
    expect(
      signUpProblems({ username: ' wendy ', displayName: '  ', password: 'stack-it-high' }),
    ).toEqual({});
  });

  it('reads its lengths from the limits the forms use', () => {
    const { username, password, displayName } = ACCOUNT_LIMITS;
    expect(USERNAME_PATTERN.test('a'.repeat(username.max))).toBe(true);
    expect(USERNAME_PATTERN.test('a'.repeat(username.max + 1))).toBe(false);
    expect(USERNAME_PATTERN.test('a'.repeat(username.min - 1))).toBe(false);
    const fields = { username: 'wendy', displayName: 'W'.repeat(displayName.max) };
    expect(signUpProblems({ ...fields, password: 'x7'.repeat(password.max / 2) })).toEqual({});
    expect(signUpProblems({ ...fields, password: 'x7'.repeat(password.max / 2) + 'y' })).toEqual({
      password: `Password is too long: at most ${password.max} characters.`,
    });
  });
});
