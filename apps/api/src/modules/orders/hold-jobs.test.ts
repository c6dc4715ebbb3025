import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { releaseLapsedHolds } from './hold-jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the job that releases lapsed holds', () => {
  it('releases every lapsed hold in one run, more than one transaction’s batch, and keeps live holds', async () => {
    // 1,200 holds that lapsed an hour ago and 30 that run for another hour, on the rental pieces
    // in turn, a month apart from a year and a half ahead.
    await ctx.app.db.execute(sql`
      with pieces as (
        select id, row_number() over (order by id) - 1 as i, count(*) over () as c
        from products where type = 'rent')
      insert into bookings (product_id, delivery_date, return_date, status, source, held_until)
      select p.id, current_date + 540 + (g / p.c)::int * 30, current_date + 543 + (g / p.c)::int * 30,
        'held', 'online',
        case when g < 1200 then now() - interval '1 hour' else now() + interval '1 hour' end
      from generate_series(0, 1229) g join pieces p on p.i = g % p.c`);
    const count = async () =>
      (
        await ctx.app.db.execute<{ lapsed: number; live: number }>(sql`
          select count(*) filter (where held_until < now())::int as lapsed,
            count(*) filter (where held_until >= now())::int as live
          from bookings where status = 'held'`)
      ).rows[0];
    expect(await count()).toEqual({ lapsed: 1200, live: 30 });

    const done = await releaseLapsedHolds(ctx.app.db, new Date());
    expect(done.releasedHolds).toBe(1200);
    expect(await count()).toEqual({ lapsed: 0, live: 30 });
  });
});
