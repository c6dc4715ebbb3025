import { COLOURS } from '@vastra/shared/schemas';
import type { products } from '../db/schema/index.ts';
import type { CategoryPlan } from './catalog-categories.ts';
import { type Colour, describe, SHADES } from './catalog-words.ts';
import { createRng, type Rng } from './drawings/random.ts';

type ProductRow = typeof products.$inferInsert;

/** A product before its category and branch ids are known. */
export type ProductDraft = Omit<ProductRow, 'categoryId' | 'branchId'> & {
  categoryCode: string;
  branchIndex: number;
};

const DAY_MS = 86_400_000;
const MEN_SIZES = [34, 36, 38, 40, 42, 44, 46];
const MEN_SIZE_WEIGHTS = [1, 3, 5, 6, 5, 3, 1];
const WOMEN_SIZES = [34, 36, 38, 40, 42, 44];
const WOMEN_SIZE_WEIGHTS = [3, 5, 6, 5, 3, 2];
/** The busier city branches hold more stock (order of the branch list). */
const BRANCH_WEIGHTS = [10, 9, 8, 8, 8, 7, 9, 5, 7, 6, 5, 5];
/** How the second colour of a two-colour name is written. */
const SECOND_SHADE: Record<Colour, string> = {
  Blue: 'Blue',
  Gold: 'Gold',
  Black: 'Black',
  'Light Blue': 'Sky Blue',
  Brown: 'Brown',
  Orange: 'Orange',
  Peach: 'Peach',
  Red: 'Maroon',
  Gray: 'Silver',
  Mint: 'Mint',
};

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Shop prices: 2,499 or 2,500, never 2,437. */
function shopPrice(rng: Rng, value: number): number {
  const hundreds = Math.max(5, Math.round(value / 100)) * 100;
  return rng.chance(0.5) ? hundreds - 1 : hundreds;
}

/** MRP of a new piece, as on its tag: 18,999 or 24,500. */
function tagPrice(rng: Rng, value: number): number {
  const fives = Math.max(2, Math.round(value / 500)) * 500;
  return rng.chance(0.6) ? fives - 1 : fives;
}

function pickColours(rng: Rng, weights: number[]): Colour[] {
  const first = COLOURS[rng.weighted(weights)]!;
  if (!rng.chance(0.35)) return [first];
  // The second colour is usually a contrast (gold zari, black lapels...), never the first again.
  const others = weights.map((w, i) => (COLOURS[i] === first ? 0 : w + (COLOURS[i] === 'Gold' ? 4 : 0)));
  return [first, COLOURS[rng.weighted(others)]!];
}

function makeName(
  rng: Rng,
  plan: CategoryPlan,
  colours: Colour[],
): { name: string; fabric: string; noun: string } {
  const shade = rng.pick(SHADES[colours[0]!]);
  const second = colours[1] ? ` & ${SECOND_SHADE[colours[1]]}` : '';
  const fabric = rng.pick(plan.fabrics);
  const noun = rng.pick(plan.nouns);
  const name = [`${shade}${second}`, fabric, noun].filter(Boolean).join(' ');
  return { name, fabric, noun };
}

/** Popularity: most pieces are rented a few times, a few are favourites. */
const popularity = (rng: Rng) => Math.floor(rng.next() ** 2.2 * 140);

/**
 * The demo catalogue, the same on every run: rentals then pre-used sales per category, codes
 * numbered from 1001 within each category (DST1001...). Only created_at depends on `now`.
 */
export function generateProducts(plans: CategoryPlan[], now: Date): ProductDraft[] {
  const rng = createRng(20_240_915);
  const drafts: ProductDraft[] = [];
  const names = new Set<string>();
  for (const plan of plans) {
    const { code: categoryCode, name: categoryName, grp, isAccessory } = plan.row;
    let serial = 1001;
    const kinds = [...Array<'rent'>(plan.rentals).fill('rent'), ...Array<'buy'>(plan.sales).fill('buy')];
    for (const type of kinds) {
      const colours = pickColours(rng, plan.colourWeights);
      let made = makeName(rng, plan, colours);
      // A shop would not list two pieces under one name; a few retries keep names distinct.
      for (let tries = 0; names.has(made.name) && tries < 8; tries++) made = makeName(rng, plan, colours);
      names.add(made.name);
      const code = `${categoryCode}${serial++}`;
      const size = isAccessory
        ? null
        : grp === 1
          ? MEN_SIZES[rng.weighted(MEN_SIZE_WEIGHTS)]!
          : WOMEN_SIZES[rng.weighted(WOMEN_SIZE_WEIGHTS)]!;
      const [lo, hi] = plan.rent;
      const rentValue = lo + (hi - lo) * rng.next() ** 1.6;
      let baseRent: number | null = null;
      let deposit: number | null = null;
      let salePrice: number | null = null;
      let mrp: number;
      if (type === 'rent') {
        baseRent = Math.min(shopPrice(rng, rentValue), hi);
        mrp = tagPrice(rng, baseRent * (4 + rng.next() * 4));
        // About half keep the default (deposit = rent); the rest carry their own, rounder sum.
        if (rng.chance(0.5)) {
          deposit = Math.max(1000, Math.round((baseRent * rng.pick([1, 1.5, 2])) / 500) * 500);
        }
      } else {
        mrp = tagPrice(rng, rentValue * (4.5 + rng.next() * 3));
        salePrice = shopPrice(rng, mrp * (0.25 + rng.next() * 0.25));
      }
      const price = (type === 'rent' ? baseRent : salePrice)!;
      const createdAt = new Date(now.getTime() - Math.floor(rng.next() * 730 * DAY_MS));
      const description = describe(categoryCode, made.fabric, made.noun, isAccessory ?? false, rng.pick);
      const alt = (view: string) => `${made.name}, ${view}`;
      drafts.push({
        code,
        type,
        name: made.name,
        slug: slugify(made.name),
        grp,
        categoryCode,
        branchIndex: rng.weighted(BRANCH_WEIGHTS),
        size,
        colours,
        baseRent,
        deposit,
        mrp,
        salePrice,
        price,
        images: [
          { key: `p/${code}/1`, alt: alt('front') },
          { key: `p/${code}/2`, alt: alt(isAccessory ? 'on the display tray' : 'back') },
          { key: `p/${code}/3`, alt: alt('close-up of the work') },
        ],
        isOnline: !rng.chance(0.08),
        description,
        // Pre-used pieces were rented before they were put up for sale.
        timesBooked: type === 'rent' ? popularity(rng) : rng.int(3, 40),
        discountPct: Math.round(((mrp - price) * 100) / mrp),
        searchText: [made.name, code, categoryName, ...colours].join(' ').toLowerCase(),
        createdAt,
      });
    }
  }
  return drafts;
}
