import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Database } from '@wordrise/db';
import type { Queryable } from './db-types';

/**
 * The move path's statements written as SQL text, for the calls every move makes: Drizzle's
 * query builder costs more CPU per statement than the rest of the statement's work in this
 * process (measured with `pnpm --filter @wordrise/games bench:move`). The text is built once
 * from the Drizzle schema, so columns cannot drift from it, and rows are mapped by the
 * schema's own column decoders; postgres.js prepares each text once per connection.
 */

type Sql = Database['$client'];

/** The postgres.js client under a Drizzle pool or transaction (a transaction's own connection). */
function sqlOf(db: Queryable): Sql {
  return (db._.session as unknown as { client: Sql }).client;
}

/** A row as postgres.js returns it (before a `RowReader` maps it). */
export type RawRow = Record<string, unknown>;

/**
 * Runs a statement written as SQL text with `$1…` parameters, prepared once per connection.
 * Sent when called (`execute()`: postgres.js would otherwise wait until the query is first
 * awaited): statements issued together on one connection (a transaction's) share a round
 * trip and run in the order of the calls; on a pool they may go to different connections.
 */
export function runSql(db: Queryable, text: string, params: readonly unknown[]): Promise<RawRow[]> {
  return sqlOf(db)
    .unsafe<RawRow[]>(text, params as never[], { prepare: true })
    .execute();
}

/** A table's columns as a select list (`"snake" as "camel"`) and a mapper of rows to Drizzle's shape. */
export interface RowReader<Row> {
  /** For `select … from <table> <alias>`: every column, named as Drizzle names it. */
  readonly columns: string;
  readonly table: string;
  read(raw: RawRow): Row;
}

/** `omit`: columns left out of the list and the rows (a statement's caller already has them). */
export function rowReader<T extends Table, K extends keyof T['$inferSelect'] & string = never>(
  table: T,
  alias: string,
  omit: readonly K[] = [],
): RowReader<Omit<T['$inferSelect'], K>> {
  const entries = Object.entries(getTableColumns(table)).filter(
    ([key]) => !(omit as readonly string[]).includes(key),
  );
  const columns = entries
    .map(([key, column]) => {
      const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
      return `${alias}."${name}" as "${key}"`;
    })
    .join(', ');
  return {
    columns,
    table: `"${getTableName(table)}" ${alias}`,
    read(raw) {
      const row: Record<string, unknown> = {};
      for (const [key, column] of entries) {
        const value = raw[key];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as Omit<T['$inferSelect'], K>;
    },
  };
}

/** The SQLSTATE of a failed statement, from postgres.js or from Drizzle's wrapper of it. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}
