import type { Branch, Category, ProductCard } from '@vastra/shared/schemas';
import { sizeLabel } from '@vastra/shared/schemas';
import type { ProductImage } from '../../db/schema/index.ts';
import { productImageUrls, variantUrls } from '../media/index.ts';
import { type BranchRow, type CategoryRow, groupName, type Reference } from './reference.ts';

/** The product columns a card needs, as selected by the listing and detail queries. */
export type CardRow = {
  id: number;
  code: string;
  slug: string;
  name: string;
  type: 'rent' | 'buy';
  grp: number;
  categoryId: number;
  branchId: number;
  size: number | null;
  colours: string[];
  baseRent: number | null;
  salePrice: number | null;
  mrp: number | null;
  isOnline: boolean;
  images: ProductImage[];
};

export function toCard(row: CardRow, ref: Reference): ProductCard {
  const category = ref.categoryById.get(row.categoryId);
  const branch = ref.branchById.get(row.branchId);
  const first = row.images[0];
  return {
    code: row.code,
    slug: row.slug,
    name: row.name,
    type: row.type,
    group: groupName(row.grp),
    categoryCode: category?.code ?? '',
    categorySlug: category?.slug ?? '',
    categoryName: category?.name ?? '',
    size: row.size,
    sizeLabel: sizeLabel(row.grp, row.size),
    colours: row.colours,
    rent: row.type === 'rent' ? row.baseRent : null,
    salePrice: row.type === 'buy' ? row.salePrice : null,
    mrp: row.mrp,
    isOnline: row.isOnline,
    branchCode: branch?.code ?? '',
    branchName: branch?.name ?? '',
    image: first ? productImageUrls(first) : null,
  };
}

export function toBranch(b: BranchRow): Branch {
  return {
    code: b.code,
    name: b.name,
    city: b.city,
    address: b.address,
    pincode: b.pincode,
    phone: b.phone,
    email: b.email,
    image: b.image ? (variantUrls(b.image, 'wide')['690'] ?? null) : null,
    mapUrl: b.mapUrl,
    latitude: b.latitude,
    longitude: b.longitude,
  };
}

export function toCategory(c: CategoryRow): Category {
  return {
    code: c.code,
    slug: c.slug,
    name: c.name,
    group: groupName(c.grp),
    isAccessory: c.isAccessory,
    intro: c.intro,
    image: c.image ? (variantUrls(c.image, 'tile')['400'] ?? null) : null,
  };
}
