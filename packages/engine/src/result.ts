/**
 * Errors are values. Every engine function that can refuse returns a `Result`:
 * on success its fields sit beside `ok: true` (`{ ok: true, state, event }`),
 * on failure there is one `error`.
 */
export type Ok<T extends object> = { readonly ok: true } & Readonly<T>;

export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

export type Result<T extends object, E> = Ok<T> | Err<E>;

export function ok<T extends object>(value: T): Ok<T> {
  return { ok: true, ...value };
}

export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}

/** For exhaustive `switch`es: a new member of a union becomes a compile error here. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
}
