import { addDays } from '@vastra/shared/rules';
import type { CartItem, PincodeInfo, Profile, TrialSlots } from '@vastra/shared/schemas';

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

/** A customer with every profile field filled, as GET /api/me answers. */
export const PROFILE: Profile = {
  id: 'cust-1',
  mobile: '9876543210',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  building: '12 Lotus',
  road: 'MG Road',
  landmark: 'Near the temple',
  station: 'Goregaon',
  city: 'Mumbai',
  state: 'Maharashtra',
  zip: '400063',
  phone2: '',
  photoUrl: null,
  branch: null,
  relationshipManager: null,
  membership: null,
  missingFields: [],
  language: 'en',
};

/** A Delhi pincode no branch delivers to; Ahmedabad is the nearest branch. */
export const DELHI_NOT_SERVED: PincodeInfo = {
  pincode: '110001',
  areas: [{ name: 'Connaught Place', district: 'New Delhi', state: 'Delhi' }],
  areaName: 'Connaught Place',
  district: 'New Delhi',
  state: 'Delhi',
  serviceable: false,
  serviceability: 'no',
  nearestBranch: { code: 'AMD', name: 'Ahmedabad', city: 'Ahmedabad', distanceKm: 775.2 },
};

/** Kandivali's trial times for the lehenga LHG12 on `date`, with these slots free. */
export const trialSlots = (date: string, free: string[]): TrialSlots => ({
  productCode: 'LHG12',
  branchCode: 'KDV',
  branchName: 'Kandivali',
  date,
  opens: '11:30',
  closes: '20:00',
  unavailable: null,
  slots: free,
});
