import type { Database } from '@wordrise/db';

/** A transaction handle as Drizzle passes it to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Anything that runs queries: the pool or a transaction. */
export type Queryable = Database | Transaction;
