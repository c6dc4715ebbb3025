import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, categories, kitParts, kitPieces, kits, products } from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Advisory lock id of the kits seed (the catalogue's is 7_270_722). */
const KITS_SEED_LOCK = 7_270_723;

/** Accessories a whole outfit needs that the demo catalogue has no category for. */
const ACCESSORY_CATEGORIES = [
  {
    code: 'MOJ',
    slug: 'mojari',
    name: 'Mojari',
    grp: 1,
    intro: 'Embroidered mojaris and juttis to finish the groom’s look.',
    sortOrder: 13,
  },
  {
    code: 'DUP',
    slug: 'dupatta',
    name: 'Dupatta',
    grp: 2,
    intro: 'Bridal and festive dupattas in net, silk and velvet.',
    sortOrder: 14,
  },
];

/** A few of those accessories at the kits' branches: code, name, base rent, branch. */
const ACCESSORY_PIECES = [
  ['MOJ1001', 'Gold Zari Mojari', 799, 'AMD', 'Gold'],
  ['MOJ1002', 'Ivory Pearl Mojari', 899, 'AMD', 'Peach'],
  ['MOJ1003', 'Maroon Velvet Mojari', 799, 'KDV', 'Red'],
  ['DUP1001', 'Red Net Bridal Dupatta', 1499, 'AMD', 'Red'],
  ['DUP1002', 'Rani Pink Silk Dupatta', 1299, 'AMD', 'Peach'],
] as const;

/** The demo kits: parts by category, the pieces of each part (all sizes for garments, up to n). */
const KITS = [
  {
    code: 'KIT1001',
    slug: 'royal-groom-kit',
    name: 'Royal Groom Kit',
    description: 'Sherwani, safa, mala and mojari for the wedding day, booked together.',
    grp: 1,
    branch: 'AMD',
    price: null,
    discountPct: 10,
    parts: [
      ['Sherwani', 'IWS', 6],
      ['Safa', 'SAF', 1],
      ['Mala', 'MAL', 1],
      ['Mojari', 'MOJ', 1],
    ],
  },
  {
    code: 'KIT1002',
    slug: 'bridal-lehenga-kit',
    name: 'Bridal Lehenga Kit',
    description: 'Lehenga, dupatta and bridal jewellery for the bride, at one kit price.',
    grp: 2,
    branch: 'AMD',
    price: 9999,
    discountPct: null,
    parts: [
      ['Lehenga', 'CCL', 6],
      ['Dupatta', 'DUP', 1],
      ['Jewellery', 'BJW', 1],
    ],
  },
  {
    code: 'KIT1003',
    slug: 'reception-sherwani-kit',
    name: 'Reception Sherwani Kit',
    description: 'Sherwani with a mala and a shawl for the reception evening.',
    grp: 1,
    branch: 'KDV',
    price: null,
    discountPct: 5,
    parts: [
      ['Sherwani', 'IWS', 6],
      ['Mala', 'MAL', 1],
      ['Shawl', 'SHL', 1],
      ['Mojari', 'MOJ', 1],
    ],
  },
] as const;

async function seedAccessories(tx: Tx): Promise<void> {
  await tx
    .insert(categories)
    .values(ACCESSORY_CATEGORIES.map((c) => ({ ...c, isAccessory: true, image: `c/${c.code}` })))
    .onConflictDoNothing({ target: categories.code });
  const branchIds = new Map((await tx.select().from(branches)).map((b) => [b.code, b.id]));
  const categoryIds = new Map((await tx.select().from(categories)).map((c) => [c.code, c]));
  const rows = ACCESSORY_PIECES.flatMap(([code, name, rent, branch, colour]) => {
    const category = categoryIds.get(code.slice(0, 3));
    const branchId = branchIds.get(branch);
    if (!category || !branchId) return [];
    const mrp = rent * 6 - 1;
    const views = ['front', 'on the display tray', 'close-up of the work'];
    return [
      {
        code,
        type: 'rent' as const,
        name,
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        grp: category.grp,
        categoryId: category.id,
        branchId,
        size: null,
        colours: [colour],
        baseRent: rent,
        price: rent,
        mrp,
        discountPct: Math.round(((mrp - rent) * 100) / mrp),
        images: views.map((view, i) => ({ key: `p/${code}/${i + 1}`, alt: `${name}, ${view}` })),
        description: `${name}, hand-finished and cleaned after every rental, to complete a wedding outfit.`,
        searchText: [name, code, category.name, colour].join(' ').toLowerCase(),
      },
    ];
  });
  if (rows.length > 0) await tx.insert(products).values(rows).onConflictDoNothing({ target: products.code });
}

/**
 * Two or three demo kits composed from the demo catalogue (and the mojari and dupatta pieces they
 * need). Does nothing when kits exist; under an advisory lock like the catalogue seed.
 */
export async function seedKits(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KITS_SEED_LOCK})`);
    if ((await tx.select({ id: kits.id }).from(kits).limit(1)).length > 0) return 0;
    await seedAccessories(tx);
    let made = 0;
    for (const kit of KITS) {
      const [branch] = await tx.select().from(branches).where(eq(branches.code, kit.branch));
      if (!branch) continue;
      const parts = [];
      for (const [label, categoryCode, n] of kit.parts) {
        // One piece per size, the most rented of each size first.
        const pieces = await tx
          .selectDistinctOn([products.size], { id: products.id, size: products.size })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(
            and(
              eq(categories.code, categoryCode),
              eq(products.branchId, branch.id),
              eq(products.type, 'rent'),
              eq(products.isActive, true),
              eq(products.isOnline, true),
            ),
          )
          .orderBy(asc(products.size), sql`${products.timesBooked} desc`, asc(products.id));
        const [category] = await tx.select().from(categories).where(eq(categories.code, categoryCode));
        if (pieces.length === 0 || !category) break;
        parts.push({ label, categoryId: category.id, pieceIds: pieces.slice(0, n).map((p) => p.id) });
      }
      if (parts.length !== kit.parts.length) continue;
      const { parts: _parts, branch: _branch, ...columns } = kit;
      const [row] = await tx
        .insert(kits)
        .values({ ...columns, branchId: branch.id })
        .returning({ id: kits.id });
      for (const [position, part] of parts.entries()) {
        const [partRow] = await tx
          .insert(kitParts)
          .values({ kitId: row!.id, position, label: part.label, categoryId: part.categoryId })
          .returning({ id: kitParts.id });
        await tx
          .insert(kitPieces)
          .values(part.pieceIds.map((productId) => ({ kitPartId: partRow!.id, productId })));
      }
      made++;
    }
    return made;
  });
}
