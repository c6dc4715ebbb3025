import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

export type Queue = PgBoss;

/** The queue's own tables live in this schema, beside the shop's. */
const QUEUE_SCHEMA = 'pgboss';

type Log = { error: (obj: object, msg: string) => void };

/**
 * Opens the job queue (pg-boss) on the shop's database: on PostgreSQL with a small pool of its
 * own, on the embedded database through the same PGlite instance. Creates or upgrades its tables
 * on start (several processes may start at once: pg-boss takes an advisory lock).
 */
export async function openQueue(
  database: Database,
  opts: { maintenanceSeconds: number; log: Log; schedule?: boolean },
): Promise<Queue> {
  const connection: PgBoss.DatabaseOptions =
    database.kind === 'postgres'
      ? { connectionString: database.url, max: 4, application_name: 'vastra-queue' }
      : { db: { executeSql: pgliteExecutor(database) } };
  const boss = new PgBoss({
    ...connection,
    schema: QUEUE_SCHEMA,
    schedule: opts.schedule ?? true,
    supervise: true,
    maintenanceIntervalSeconds: opts.maintenanceSeconds,
    monitorStateIntervalSeconds: Math.max(opts.maintenanceSeconds, 60),
  });
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  await boss.start();
  return boss;
}

function pgliteExecutor(database: Database): PgBoss.Db['executeSql'] {
  const run = database.executeSql;
  if (!run) throw new Error('the embedded database has no executeSql');
  return (text, values) => run(text, values);
}
