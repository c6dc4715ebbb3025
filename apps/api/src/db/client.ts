import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { AvailabilityTracker, DatabaseUnavailableError } from './reachability.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  /** The PostgreSQL URL (postgres kind only), for work that needs its own connection. */
  url?: string;
  /**
   * Runs SQL as the job queue needs it (pg-boss's `db` option): text with $1… parameters, or
   * several statements without parameters. Only the embedded database needs it; on PostgreSQL
   * the queue opens its own connections from `url`.
   */
  executeSql?: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** Resolves when the database answers `select 1` within timeoutMs; rejects otherwise. */
  ping: (timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * How long to wait for PostgreSQL before a request gives up (config: DATABASE_*_TIMEOUT_MS).
 * Scripts and tests that leave them out wait as long as the work takes.
 */
export type DatabaseTimeouts = { connectMs: number; statementMs: number; idleInTransactionMs: number };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError('The database did not answer in time')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** One `select 1` on a connection of its own, within about connectMs; rejects otherwise. */
async function probe(url: string, connectMs: number): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: connectMs,
    query_timeout: connectMs,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    void client.end().catch(() => {});
  }
}

type Callback = (err: Error | undefined, ...rest: unknown[]) => void;

/**
 * How long an idle connection stays open. node-postgres closes one after 10 s by default, and the
 * next rush then starts on new PostgreSQL backends, which take seconds of work to become as fast
 * as the old ones (record 49): kept through a quiet spell, given back after a long one.
 */
const POOL_IDLE_MS = 10 * 60_000;

/**
 * A pool that fails at once while the database is known to be down (see AvailabilityTracker),
 * with connection, statement and idle-in-transaction timeouts so nothing waits forever.
 */
function createPool(
  url: string,
  max: number,
  t: DatabaseTimeouts | undefined,
  tracker: AvailabilityTracker,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: POOL_IDLE_MS,
    // Idle connections do not keep a script's process alive for those minutes.
    allowExitOnIdle: true,
    keepAlive: true,
    ...(t
      ? {
          connectionTimeoutMillis: t.connectMs,
          statement_timeout: t.statementMs,
          idle_in_transaction_session_timeout: t.idleInTransactionMs,
          // The server enforces statement_timeout; this one is for a server that stopped answering.
          query_timeout: t.statementMs + 1_000,
        }
      : {}),
  });
  pool.on('error', (error) => {
    // An idle client lost its connection; the pool replaces it. Requests see their own errors.
    tracker.failed(error);
  });
  const connect = pool.connect.bind(pool) as (cb?: Callback) => Promise<pg.PoolClient> | undefined;
  (pool as unknown as { connect: unknown }).connect = (callback?: Callback) => {
    const refused = tracker.refusal();
    if (callback) {
      if (refused) return void process.nextTick(callback, refused);
      return connect((err, ...rest) => {
        if (err) tracker.failed(err);
        callback(err, ...rest);
      });
    }
    if (refused) return Promise.reject(refused);
    return (connect() as Promise<pg.PoolClient>).catch((err: unknown) => {
      tracker.failed(err);
      throw err;
    });
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return query(...args);
    return queryKeepingConnection(pool, args).catch((err: unknown) => {
      tracker.failed(err);
      throw err;
    });
  };
  return pool;
}

/**
 * pool.query as pg-pool runs it, except that a statement the server refused with an ERROR (a
 * taken piece, a duplicate key, a statement timeout) gives its connection back to the pool:
 * pg-pool closes the connection on any error, so every refused order opened a new one (a new
 * server process, every statement planned again). Anything else (a lost connection, a FATAL
 * error, the client's own read timeout) still closes it.
 */
async function queryKeepingConnection(pool: pg.Pool, args: unknown[]): Promise<unknown> {
  const client = await pool.connect();
  let lost: unknown;
  const onError = (error: unknown) => {
    lost = error;
  };
  client.once('error', onError);
  try {
    return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
  } catch (error) {
    if (!isStatementError(error)) lost = error;
    throw error;
  } finally {
    client.removeListener('error', onError);
    client.release(lost ? (lost as Error) : undefined);
  }
}

/** The server refused the statement and the session goes on (severity ERROR, not FATAL). */
function isStatementError(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.severity === 'ERROR';
}

// Calendar dates stay 'YYYY-MM-DD' strings; never through the JS Date of the server's zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir (or in memory). */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | undefined;
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  timeouts?: DatabaseTimeouts;
}): Promise<Database> {
  if (opts.url) {
    const url = opts.url;
    const connectMs = opts.timeouts?.connectMs ?? 2_000;
    const tracker = new AvailabilityTracker(() => probe(url, connectMs));
    const pool = createPool(opts.url, opts.poolSize ?? 20, opts.timeouts, tracker);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    const ping = async (timeoutMs = 800) => {
      try {
        await withTimeout(pool.query('select 1'), timeoutMs);
      } catch (error) {
        // A server that no longer answers at all counts as down, so requests stop waiting on it.
        if (error instanceof DatabaseUnavailableError) tracker.markDown();
        else tracker.failed(error);
        throw error;
      }
    };
    const close = () => {
      tracker.close();
      return pool.end();
    };
    return { db, kind: 'postgres', url, ping, close };
  }
  const client = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { btree_gist, pg_trgm },
    parsers: {
      1082: (v: string) => v, // date
      20: (v: string) => Number(v), // int8
      1700: (v: string) => Number(v), // numeric
    },
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // PGlite prepares parameterised statements, which refuse several commands in one text.
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    ping: async (timeoutMs = 800) => {
      await withTimeout(client.query('select 1'), timeoutMs);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
