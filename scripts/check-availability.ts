/**
 * npm run check:availability: record 31's correctness check on the database at DATABASE_URL (the
 * large seed) — writes holds that lapse, maintenance blocks, arrivals and changed bookings onto
 * random pieces, then asks 1,000 random dates and filters of both the fast path and a plain
 * NOT EXISTS over the bookings. Everything runs in one transaction that is rolled back: the
 * database is left as it was. Options: --cases N (1000), --seed N, --pieces N (edge-case pieces).
 */
import { parseArgs } from 'node:util';
import { todayInIndia } from '@vastra/shared/rules';
import type { Db } from '../apps/api/src/db/client.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import {
  addEdgeCases,
  compareFastPath,
  randomSource,
} from '../apps/api/src/modules/booking/availability-check.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '1000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    pieces: { type: 'string', default: '400' },
  },
});

class RollBack extends Error {}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the database to check (npm run seed:large fills one).');
  const database = await openDatabase({ url, poolSize: 1 });
  const seed = Number(values.seed);
  const started = Date.now();
  let result: Awaited<ReturnType<typeof compareFastPath>> | undefined;
  try {
    await database.db
      .transaction(async (tx) => {
        const db = tx as unknown as Db;
        const rnd = randomSource(seed);
        const today = todayInIndia();
        const edges = await addEdgeCases(db, rnd, new Date(), today, Number(values.pieces));
        result = await compareFastPath(db, { cases: Number(values.cases), seed, today, edges, random: rnd });
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
  } finally {
    await database.close();
  }
  if (!result) throw new Error('the check did not run');
  console.log(
    `seed ${seed}: ${result.cases} cases, ${result.piecesCompared} piece answers compared ` +
      `(${result.free} free, ${result.taken} taken) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `mismatches: ${result.mismatches.length}`,
  );
  for (const m of result.mismatches) console.log(JSON.stringify(m));
  if (result.mismatches.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
