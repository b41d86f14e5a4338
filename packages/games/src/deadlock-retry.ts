import { sqlState } from './raw-sql';

/** PostgreSQL's deadlock_detected: it rolled this transaction back so that another could go on. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Runs `transaction` again when PostgreSQL chose it as a deadlock's victim, at most
 * `tries` times in all. For transactions whose locks cannot be taken in one order
 * (a rename locks the new name's keys, then the old name's): the other one has gone on
 * by the time this retries, so the second try finds no cycle. Anything else is thrown.
 */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= tries || sqlState(error) !== DEADLOCK_DETECTED) throw error;
    }
  }
}
