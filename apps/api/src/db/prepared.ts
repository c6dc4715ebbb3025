import { createHash } from 'node:crypto';
import { is, Param, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor } from './tx.ts';

/** Anything that runs a statement: the database or a transaction. */
export type Runs = Pick<Executor, 'execute'>;

const dialect = new PgDialect({ casing: 'snake_case' });
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `v_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    if (names.size > 10_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a hot read query as a named prepared statement on PostgreSQL, so each connection plans
 * it once: the catalogue's queries take ~1 ms to plan and ~0.1 ms to run. The name is a hash of
 * the SQL text, so each shape of a dynamic query (one per filter combination) gets its own plan.
 * In a transaction it runs on the transaction's connection. On PGlite (one in-process connection)
 * it is a plain query.
 */
export async function preparedRows<T>(db: Runs, query: SQL): Promise<T[]> {
  // A transaction's own pool client, or the pool: both keep named statements per connection.
  const client = connectionOf(db);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query({ name: statementName(text), text, values: params as unknown[] });
    return result.rows as T[];
  }
  return (await db.execute(query)).rows as T[];
}

/**
 * A statement's text worked out once from a fragment whose values are all placeholders, for a
 * statement run often and built from many pieces: drizzle's building and the name's hash of the
 * text then happen once per shape, not on every call (the order statement, record 42). Each
 * parameter is the name of its placeholder, or the constant the fragment held.
 */
export type BuiltStatement = {
  name: string;
  text: string;
  params: readonly ({ placeholder: string } | { value: unknown })[];
};

export function buildStatement(query: SQL): BuiltStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return {
    name: statementName(text),
    text,
    params: params.map((param) => {
      if (is(param, Placeholder)) return { placeholder: param.name };
      // A column's encoder around a placeholder (eq(column, placeholder)) is not carried over.
      if (is(param, Param)) throw new Error('buildStatement takes sql.placeholder(), not a column-typed one');
      return { value: param };
    }),
  };
}

/**
 * Runs a built statement with these values for its placeholders, as preparedRows runs a fragment:
 * a named prepared statement on PostgreSQL, a plain query on PGlite. Rows come as the driver
 * parses them.
 */
export async function runStatement<T>(
  db: Runs,
  statement: BuiltStatement,
  values: Readonly<Record<string, unknown>>,
): Promise<T[]> {
  const params = statement.params.map((param) => {
    if (!('placeholder' in param)) return param.value;
    if (!(param.placeholder in values)) throw new Error(`No value for placeholder "${param.placeholder}"`);
    return values[param.placeholder];
  });
  const client = connectionOf(db);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query({ name: statement.name, text: statement.text, values: params });
    return result.rows as T[];
  }
  const local = client as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
  return (await local.query(statement.text, params)).rows as T[];
}

/**
 * The connection a handle runs its statements on: the pool (or PGlite) for the database, the
 * pool client a transaction holds for a transaction.
 */
export function connectionOf(db: object): object | undefined {
  const handle = db as { $client?: object; session?: { client?: object } };
  return handle.session?.client ?? handle.$client;
}

/**
 * A drizzle prepared statement built once per connection rather than on every call: building a
 * wide select costs more than running it (record 31, addendum 3). drizzle binds a prepared
 * statement to the connection it was built on, and a transaction runs on the one pool client it
 * holds, so one built for that client serves every later transaction on it; one built for the
 * pool serves every request outside a transaction. Its name makes PostgreSQL plan it once per
 * connection too. `build` must not depend on anything but the handle (values go in placeholders).
 */
export function perConnection<D extends object, Q>(build: (db: D) => Q): (db: D) => Q {
  const built = new WeakMap<object, Q>();
  return (db) => {
    const connection = connectionOf(db);
    if (!connection) return build(db);
    let query = built.get(connection);
    if (!query) {
      query = build(db);
      built.set(connection, query);
    }
    return query;
  };
}
