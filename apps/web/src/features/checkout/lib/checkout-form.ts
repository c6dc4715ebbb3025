import { CheckoutAddressSchema, type PlaceOrder, type Profile } from '@vastra/shared/schemas';
import { z } from 'zod';

/** Checkout's form: billing and delivery details (shared schema), delivery type and order notes. */
export const CheckoutFormSchema = CheckoutAddressSchema.extend({
  deliveryType: z.enum(['home', 'pickup']),
  orderNotes: z.string().trim().max(500, 'At most 500 characters'),
  /** "Send me order updates on WhatsApp": recorded as the customer's consent when ticked. */
  whatsappOptIn: z.boolean(),
});
export type CheckoutFormValues = z.input<typeof CheckoutFormSchema>;
export type CheckoutFormOutput = z.output<typeof CheckoutFormSchema>;

const EMPTY_CHECKOUT: CheckoutFormValues = {
  firstName: '',
  lastName: '',
  phone1: '',
  phone2: '',
  email: '',
  building: '',
  road: '',
  station: '',
  landmark: '',
  city: '',
  state: '',
  zipCode: '',
  deliveryType: 'home',
  orderNotes: '',
  whatsappOptIn: false,
};

/** The form's start: the profile's address (GET /api/me), then what was typed on an earlier visit. */
export function checkoutDefaults(profile: Profile | undefined, draft: Partial<CheckoutFormValues> | null) {
  const fromProfile: CheckoutFormValues = profile
    ? {
        ...EMPTY_CHECKOUT,
        firstName: profile.firstName,
        lastName: profile.lastName,
        phone1: profile.mobile,
        phone2: profile.phone2,
        email: profile.email,
        building: profile.building,
        road: profile.road,
        station: profile.station,
        landmark: profile.landmark,
        city: profile.city,
        state: profile.state,
        zipCode: profile.zip,
      }
    : EMPTY_CHECKOUT;
  const values = { ...fromProfile };
  for (const [key, value] of Object.entries(draft ?? {}) as [keyof CheckoutFormValues, unknown][]) {
    if (key in EMPTY_CHECKOUT && typeof value === 'string' && value !== '') {
      (values as unknown as Record<string, string>)[key] = value;
    }
  }
  if (values.deliveryType !== 'home' && values.deliveryType !== 'pickup') values.deliveryType = 'home';
  return values;
}

/** The form's values as POST /api/orders takes them. */
export function toPlaceOrder(values: CheckoutFormOutput): PlaceOrder {
  const { deliveryType, orderNotes, whatsappOptIn, ...address } = values;
  return {
    address: { ...address, phone2: address.phone2 || undefined, road: address.road || undefined },
    deliveryType,
    ...(orderNotes ? { orderNotes } : {}),
    ...(whatsappOptIn ? { whatsappOptIn } : {}),
  };
}
