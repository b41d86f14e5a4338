import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';

/**
 * A per-user budget of calls per minute, kept in this process's memory: with
 * several web processes a user gets the budget once per process. Over budget:
 * TOO_MANY_REQUESTS with a sentence saying when to try again.
 */
export class PerUserRate {
  readonly #limiter: RateLimiterMemory;

  constructor(
    readonly perMinute: number,
    private readonly refusal: (seconds: number) => string,
  ) {
    this.#limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  }

  /** Spends one call of `userId`'s budget, or throws TOO_MANY_REQUESTS. */
  async take(userId: string): Promise<void> {
    try {
      await this.#limiter.consume(userId);
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
