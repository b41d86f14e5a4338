import { AppError } from '../errors';

export interface LiveCaps {
  /** Per signed-in user. */
  perUser: number;
  /** Per known client address. */
  perAddress: number;
  /** Anonymous subscribers whose address is unknown (no trusted proxy), all together. */
  anonymousUnknownAddress: number;
  /** Every subscriber of the process. */
  total: number;
}

export interface LiveClient {
  userId: string | null;
  /** The client's address when the app can know it (TRUSTED_PROXY_HOPS is set), else null. */
  address: string | null;
}

export const LIVE_USER_REFUSAL =
  'You have too many live pages open. Close some tabs and reload this one.';
export const LIVE_ADDRESS_REFUSAL =
  'Too many live connections from your network. Close some pages and try again.';
export const LIVE_BUSY_REFUSAL =
  'The server has too many live connections right now. Try again in a minute.';

/**
 * Counts the open live subscriptions (server-sent event streams) of this process
 * and refuses one that would pass a cap. Per process: each web process counts its own.
 */
export class LiveConnectionLimits {
  readonly #open = new Map<string, number>();

  constructor(readonly caps: LiveCaps) {}

  /** Takes a slot for `client` or throws TOO_MANY_REQUESTS; call the result once to give it back. */
  open(client: LiveClient): () => void {
    const keys: [string, number, string][] = [['total', this.caps.total, LIVE_BUSY_REFUSAL]];
    if (client.userId) keys.push([`user:${client.userId}`, this.caps.perUser, LIVE_USER_REFUSAL]);
    if (client.address)
      keys.push([`address:${client.address}`, this.caps.perAddress, LIVE_ADDRESS_REFUSAL]);
    else if (!client.userId)
      keys.push(['anonymous-unknown', this.caps.anonymousUnknownAddress, LIVE_ADDRESS_REFUSAL]);
    for (const [key, cap, refusal] of keys) {
      if ((this.#open.get(key) ?? 0) >= cap) throw new AppError('TOO_MANY_REQUESTS', refusal);
    }
    for (const [key] of keys) this.#open.set(key, (this.#open.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const [key] of keys) {
        const n = (this.#open.get(key) ?? 1) - 1;
        if (n > 0) this.#open.set(key, n);
        else this.#open.delete(key);
      }
    };
  }

  /** Open subscriptions in the process. */
  get total(): number {
    return this.#open.get('total') ?? 0;
  }
}
