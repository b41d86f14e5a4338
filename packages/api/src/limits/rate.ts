import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';

/** Calls per minute for one user, and for one client address (several users may share one). */
export interface CallBudgetSize {
  readonly perUser: number;
  readonly perAddress: number;
}

/**
 * A budget of calls per minute per user and per client address, kept in this process's
 * memory: with several web processes each gives it once. The address is counted only when
 * the app knows it (TRUSTED_PROXY_HOPS is set), so one person with many accounts
 * is held too. Over budget: TOO_MANY_REQUESTS with a sentence saying when to try again.
 */
export class CallBudget {
  readonly #perUser: RateLimiterMemory;
  readonly #perAddress: RateLimiterMemory;

  constructor(
    readonly size: CallBudgetSize,
    private readonly refusal: (seconds: number) => string,
  ) {
    this.#perUser = new RateLimiterMemory({ points: size.perUser, duration: 60 });
    this.#perAddress = new RateLimiterMemory({ points: size.perAddress, duration: 60 });
  }

  /**
   * Spends one call of `userId`'s budget and of `address`'s, or throws TOO_MANY_REQUESTS. A call
   * the address refuses gives the user's point back: it was not made. (The user is counted
   * first so that one user over their own budget does not drain an address others share.)
   */
  async take(userId: string, address: string | null): Promise<void> {
    await this.#spend(this.#perUser, userId);
    if (address === null) return;
    try {
      await this.#spend(this.#perAddress, address);
    } catch (error) {
      await this.#perUser.reward(userId, 1);
      throw error;
    }
  }

  async #spend(limiter: RateLimiterMemory, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          this.refusal(Math.max(1, Math.ceil(error.msBeforeNext / 1000))),
        );
      }
      throw error;
    }
  }
}

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`);

export const oracleRefusal = (n: number) =>
  `You are asking the Oracle too often. Try again in ${seconds(n)}.`;
export const gameCreationRefusal = (n: number) =>
  `You are creating games too quickly. Try again in ${seconds(n)}.`;
export const gameActionRefusal = (n: number) =>
  `You are acting in games too quickly. Try again in ${seconds(n)}.`;
