import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HotColumns } from './kept-columns.ts';
import type { Piece } from './kept-pieces.ts';

/** A piece with only what the columns read; busy is a list of [from, to) day pairs. */
function piece(id: number, price: number, busy: number[] | null, held: boolean): Piece {
  return {
    id,
    grp: id % 2,
    categoryId: id % 5,
    branchId: id % 3,
    size: id % 4 === 0 ? null : 36 + (id % 4),
    price,
    busy,
    holds: held ? [1, 2, 3] : null,
  } as Piece;
}

const step = fc.record({
  id: fc.integer({ min: 1, max: 40 }),
  drop: fc.boolean(),
  price: fc.integer({ min: 0, max: 50_000 }),
  ranges: fc.array(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 12 })), {
    maxLength: 30,
  }),
  held: fc.boolean(),
});

describe('the hot columns of the kept listing', () => {
  it('read back every piece as last put, through growing, moving, dropping and packing', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 400 }), (steps) => {
        // Room for 4 pieces and 64 days at first: the steps make them grow, move and pack often.
        const cols = new HotColumns(4, 64);
        const live = new Map<number, Piece>();
        const slots = new Map<number, number>();
        for (const s of steps) {
          if (s.drop) {
            cols.drop(s.id);
            live.delete(s.id);
            slots.delete(s.id);
            continue;
          }
          const p = piece(
            s.id,
            s.price,
            s.ranges.length ? s.ranges.flatMap(([from, days]) => [from, from + days]) : null,
            s.held,
          );
          const slot = cols.put(p);
          // A piece keeps its slot from one state to the next; two live pieces never share one.
          if (slots.has(s.id)) expect(slot).toBe(slots.get(s.id));
          expect([...slots.entries()].some(([id, other]) => id !== s.id && other === slot)).toBe(false);
          live.set(s.id, p);
          slots.set(s.id, slot);
        }
        for (const [id, p] of live) {
          const slot = slots.get(id) as number;
          expect([cols.grp[slot], cols.category[slot], cols.branch[slot], cols.price[slot]]).toEqual([
            p.grp,
            p.categoryId,
            p.branchId,
            p.price,
          ]);
          expect(cols.size[slot] === (p.size ?? -2_147_483_648)).toBe(true);
          expect(cols.held[slot]).toBe(p.holds ? 1 : 0);
          for (let from = 0; from < 420; from += 7) {
            const to = from + 5;
            const busy = p.busy ?? [];
            let meets = false;
            for (let i = 0; i < busy.length; i += 2)
              meets ||= (busy[i] as number) < to && from < (busy[i + 1] as number);
            expect(cols.busyMeets(slot, from, to)).toBe(meets);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
