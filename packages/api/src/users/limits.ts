/**
 * The account fields' lengths: the server's checks (policy.ts) and the forms' `minLength` /
 * `maxLength` both read these, so the page never offers what the server refuses. No imports:
 * browser code reads this file (`@wordrise/api/account-limits`).
 */
export const ACCOUNT_LIMITS = {
  username: { min: 3, max: 20 },
  displayName: { max: 40 },
  password: { min: 10, max: 200 },
} as const;

/**
 * How often a player may change their display name: a few times in any 24 hours, counted
 * in the database for every web process together (display-name.ts). Each change renames
 * the player's seats in all their games, and frequent renames would confuse opponents.
 * The settings page tells the player the same number.
 */
export const DISPLAY_NAME_CHANGES = { max: 3, windowSeconds: 24 * 60 * 60 } as const;

/**
 * How long the display name a player changed away from stays theirs (name-keys.ts): nobody
 * else may take it, or a lookalike, meanwhile, and they may take it back. Only the name
 * last left is held, so renames cannot hoard names.
 */
export const LEFT_NAME_HOLD_DAYS = 30;

/** A length outside a field's limits, as a sentence naming the field and the limit. */
export function lengthProblem(
  field: string,
  text: string,
  limits: { min?: number; max: number },
  { tellLength = true } = {},
): string | undefined {
  const has = tellLength ? ` (this one has ${text.length})` : '';
  if (limits.min !== undefined && text.length < limits.min)
    return `${field} is too short: at least ${limits.min} characters${has}.`;
  if (text.length > limits.max)
    return `${field} is too long: at most ${limits.max} characters${has}.`;
  return undefined;
}
