import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A fixed window counter in the database, so every server process shares the same count. */
async function hitCounter(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const result = await db.execute<{ count: number; ttl: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now()
        then now() + make_interval(secs => ${windowMs / 1000}) else rate_limits.reset_at end
    returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`);
  const row = result.rows[0];
  return { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

/** The @fastify/rate-limit store interface over hitCounter. */
export function dbRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DbRateLimitStore implements FastifyRateLimitStore {
    private readonly windowMs: number;
    private readonly prefix: string;

    constructor(options: { timeWindow?: number | string }, prefix = 'g') {
      this.windowMs = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
      this.prefix = prefix;
    }

    incr(key: string, callback: IncrCallback): void {
      hitCounter(db, `rl:${this.prefix}:${key}`, this.windowMs).then(
        (r) => callback(null, r),
        (e: Error) => callback(e),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit settings, with the route itself under routeInfo
      // (not the route options the type names): each route must count on its own.
      const { timeWindow, routeInfo } = routeOptions as unknown as {
        timeWindow?: number | string;
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const prefix = `${String(routeInfo?.method ?? '')}${routeInfo?.url ?? ''}`;
      return new DbRateLimitStore({ timeWindow: timeWindow ?? this.windowMs }, prefix);
    }
  };
}
