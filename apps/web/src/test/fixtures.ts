import { addDays } from '@vastra/shared/rules';
import type { CartItem } from '@vastra/shared/schemas';

type BagProduct = CartItem['product'];

/** A men's sherwani for rent at Goregaon, as the listing and the bag show it. */
export const SHERWANI: BagProduct = {
  code: 'SH101',
  slug: 'ivory-sherwani',
  name: 'Ivory Sherwani',
  type: 'rent',
  group: 'men',
  categoryCode: 'SHERWANI',
  categorySlug: 'sherwani',
  categoryName: 'Sherwani',
  size: 40,
  sizeLabel: 'L',
  colours: ['Gold'],
  rent: 4000,
  salePrice: null,
  mrp: 30000,
  isOnline: true,
  branchCode: 'GRG',
  branchName: 'Goregaon',
  image: null,
  imageKey: null,
  deposit: 4000,
  isAccessory: false,
};

/** The sherwani rented for 6 days around `eventDate`, as the bag holds it. */
export function rentalInBag(eventDate: string, product: BagProduct = SHERWANI): CartItem {
  return {
    id: 'line-1',
    product,
    period: 6,
    eventDate,
    deliveryDate: addDays(eventDate, -1),
    returnDate: addDays(eventDate, 4),
    rent: 4400,
    deposit: 4000,
    price: 4400,
    measurements: { pantLength: 41, pantWaist: 32, chest: 40, sleeveLength: 25 },
    remark: '',
  };
}
