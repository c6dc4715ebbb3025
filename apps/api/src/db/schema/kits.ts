import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, categories, products } from './catalog.ts';

/**
 * A whole outfit rented as one cart line. Priced either at its own base-period price or at the
 * sum of its parts less `discount_pct` (exactly one of the two is set).
 */
export const kits = pgTable(
  'kits',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    grp: smallint('grp').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    price: integer('price'),
    discountPct: smallint('discount_pct'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kits_code_key').on(t.code),
    uniqueIndex('kits_slug_key').on(t.slug),
    check('kits_grp_check', sql`${t.grp} in (1, 2)`),
    check('kits_price_check', sql`(${t.price} is null) <> (${t.discountPct} is null)`),
  ],
);

/** One part of a kit; its kind is a category (the safa of a groom's outfit). */
export const kitParts = pgTable(
  'kit_parts',
  {
    id: serial('id').primaryKey(),
    kitId: integer('kit_id')
      .notNull()
      .references(() => kits.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    label: text('label').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [uniqueIndex('kit_parts_kit_position_key').on(t.kitId, t.position)],
);

/** The pieces that can fill a part, one per size offered. */
export const kitPieces = pgTable(
  'kit_pieces',
  {
    kitPartId: integer('kit_part_id')
      .notNull()
      .references(() => kitParts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [
    primaryKey({ columns: [t.kitPartId, t.productId] }),
    index('kit_pieces_product_idx').on(t.productId),
  ],
);
