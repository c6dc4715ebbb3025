import type { ProductDetail } from '@vastra/shared/schemas';

export type RentNowRequest = {
  product: ProductDetail;
  eventDate: string | null;
  period: number;
  rent: number;
  /** Clears the page's event date (the dates were refused: booked meanwhile, or too early). */
  clearEventDate?: () => void;
};

/** One press of Rent Now that passed the date and login checks. */
export type RentFlowRequest = RentNowRequest & { eventDate: string; attempt: number };

/** One press of BUY NOW by a logged-in customer. */
export type BuyFlowRequest = { product: ProductDetail; attempt: number };
