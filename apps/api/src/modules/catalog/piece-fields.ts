import type { PieceForm } from '@vastra/shared/schemas';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { StaffUser } from '../../plugins/staff-auth.ts';
import { worksAt } from '../../plugins/staff-auth.ts';
import type { BranchRow, CategoryRow, Reference } from './reference.ts';

/** The part of a page address made from a name: 'Royal Blue Sherwani' → 'royal-blue-sherwani'. */
export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'piece'
  );
}

/** Percent below the MRP (the listing's 'discounted' sort); 0 without an MRP. */
export function discountPct(price: number, mrp: number | null): number {
  if (!mrp || mrp <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round(((mrp - price) * 100) / mrp)));
}

/** What the listing's search looks in: name, code, category and colours, lower case. */
function searchText(name: string, code: string, category: string, colours: string[]): string {
  return [name, code, category, ...colours].join(' ').toLowerCase();
}

/** The price the listing filters and sorts on: the base rent of a rental, the sale price of a sale. */
const listedPrice = (type: 'rent' | 'buy', baseRent: number | null, salePrice: number | null) =>
  (type === 'rent' ? baseRent : salePrice) ?? 0;

export type CheckedForm = { category: CategoryRow; branch: BranchRow; size: number | null };

/**
 * The form's references checked on the server: a category that exists (400), a branch the staff
 * member works at (404, as if another branch did not exist), a size unless it is an accessory.
 */
export function checkForm(form: PieceForm, ref: Reference, who: StaffUser): CheckedForm {
  const category = ref.categoryByKey.get(form.categoryCode.toLowerCase());
  if (!category) throw badRequest('Choose a category', { categoryCode: 'Category not found' });
  const branch = ref.branchById.get(form.branchId);
  if (!branch || !worksAt(who, branch.id)) throw notFound('Branch not found');
  if (!category.isAccessory && form.size === null)
    throw badRequest('Choose a size', { size: 'Choose a size' });
  return { category, branch, size: category.isAccessory ? null : form.size };
}

/** The columns a form writes, with the listing's derived ones (slug, price, discount, search). */
export function formColumns(form: PieceForm, checked: CheckedForm, code: string) {
  const rent = form.type === 'rent';
  const baseRent = rent ? form.baseRent : null;
  const salePrice = rent ? null : form.salePrice;
  const price = listedPrice(form.type, baseRent, salePrice);
  return {
    name: form.name,
    slug: slugify(form.name),
    grp: checked.category.grp,
    categoryId: checked.category.id,
    size: checked.size,
    colours: form.colours,
    baseRent,
    deposit: rent ? form.deposit : null,
    replacementValue: form.replacementValue,
    salePrice,
    mrp: form.mrp,
    price,
    discountPct: discountPct(price, form.mrp),
    description: form.description,
    isOnline: form.isOnline,
    searchText: searchText(form.name, code, checked.category.name, form.colours),
  };
}

/** What the audit log keeps of a piece: the fields staff edit. */
export function auditedFields(row: {
  name: string;
  type: 'rent' | 'buy';
  categoryId: number;
  branchId: number;
  size: number | null;
  colours: string[];
  baseRent: number | null;
  deposit: number | null;
  replacementValue: number | null;
  salePrice: number | null;
  mrp: number | null;
  description: string;
  isOnline: boolean;
}) {
  const { name, type, categoryId, branchId, size, colours, baseRent, deposit } = row;
  const { replacementValue, salePrice, mrp, description, isOnline } = row;
  return {
    name,
    type,
    categoryId,
    branchId,
    size,
    colours,
    baseRent,
    deposit,
    replacementValue,
    salePrice,
    mrp,
    description,
    isOnline,
  };
}
