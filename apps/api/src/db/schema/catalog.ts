import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A shop branch (showroom). Customers pick one; staff belong to one. */
export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  pincode: text('pincode').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  contactPerson: text('contact_person').notNull(),
  mapUrl: text('map_url'),
  image: text('image'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  rmName: text('rm_name').notNull(),
  rmPhone: text('rm_phone').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Product category. grp 1 = men, 2 = women. Accessories skip the size dialog. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    grp: smallint('grp').notNull(),
    isAccessory: boolean('is_accessory').notNull().default(false),
    intro: text('intro').notNull().default(''),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('categories_grp_check', sql`${t.grp} in (1, 2)`)],
);

/** Size options per group, e.g. 38 = M. */
export const sizeOptions = pgTable(
  'size_options',
  {
    id: serial('id').primaryKey(),
    grp: smallint('grp').notNull(),
    size: smallint('size').notNull(),
    label: text('label').notNull(),
  },
  (t) => [uniqueIndex('size_options_grp_size_key').on(t.grp, t.size)],
);

/** A product image: the storage key of the original; variants are derived from it. */
export type ProductImage = { key: string; alt: string };

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    type: text('type', { enum: ['rent', 'buy'] }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    grp: smallint('grp').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    /** null = no size (accessories): the pages show 'No size'. */
    size: smallint('size'),
    colours: text('colours').array().notNull().default(sql`'{}'::text[]`),
    /** Rent for the base 4-day period, whole rupees (rentals). */
    baseRent: integer('base_rent'),
    /** Refundable deposit; null = equal to the base rent. */
    deposit: integer('deposit'),
    /** The real original MRP. */
    mrp: integer('mrp'),
    /** Pre-used sale price (type buy). */
    salePrice: integer('sale_price'),
    /** Price the listing filters and sorts on: base rent for rentals, sale price for sales. */
    price: integer('price').notNull(),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    isOnline: boolean('is_online').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Times rented or sold: the 'bestSelling' sort. */
    timesBooked: integer('times_booked').notNull().default(0),
    /** Percent below MRP: the 'discounted' sort. */
    discountPct: smallint('discount_pct').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the shop pays to replace the piece (a lost charge is capped by it); null = not set. */
    replacementValue: integer('replacement_value'),
    /** Set when the piece left the rental catalogue for good (is_active is then false). */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Condition notes written when retiring (shown on its sale listing). */
    conditionNote: text('condition_note').notNull().default(''),
    /** A sale listing made from a retired rental piece: the piece whose history it continues. */
    fromProductId: integer('from_product_id').references((): AnyPgColumn => products.id),
    /**
     * A piece on its way to branch_id from this branch: rentals delivered before `arrives_on`
     * stay with the old branch, new ones can start on that day at the earliest.
     */
    movedFromBranchId: integer('moved_from_branch_id').references(() => branches.id),
    arrivesOn: date('arrives_on', { mode: 'string' }),
  },
  (t) => [
    check('products_grp_check', sql`${t.grp} in (1, 2)`),
    check('products_price_check', sql`${t.price} >= 0`),
    index('products_listing_latest_idx')
      .on(t.type, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    index('products_listing_category_idx')
      .on(t.type, t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    index('products_listing_grp_idx')
      .on(t.type, t.grp, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    index('products_price_idx').on(t.type, t.price, t.id).where(sql`${t.isActive}`),
    index('products_category_price_idx').on(t.type, t.categoryId, t.price, t.id).where(sql`${t.isActive}`),
    index('products_grp_price_idx').on(t.type, t.grp, t.price, t.id).where(sql`${t.isActive}`),
    index('products_best_selling_idx').on(t.type, t.timesBooked, t.id).where(sql`${t.isActive}`),
    index('products_discounted_idx').on(t.type, t.discountPct, t.id).where(sql`${t.isActive}`),
    index('products_branch_idx').on(t.branchId),
    // A taken piece's substitute: same kind, branch and size, most rented first (migration 0025).
    index('products_substitute_idx')
      .on(t.categoryId, t.branchId, sql`coalesce(${t.size}, -1)`, t.timesBooked.desc(), t.id)
      .where(sql`${t.type} = 'rent' and ${t.isActive} and ${t.isOnline}`),
    // The booking calendar pages through a branch's rental pieces in code order.
    index('products_branch_code_idx').on(t.branchId, t.code).where(sql`${t.type} = 'rent' and ${t.isActive}`),
    index('products_colours_idx').using('gin', t.colours),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_from_product_idx').on(t.fromProductId).where(sql`${t.fromProductId} is not null`),
    index('products_moved_from_idx')
      .on(t.movedFromBranchId, t.arrivesOn)
      .where(sql`${t.movedFromBranchId} is not null`),
  ],
);
