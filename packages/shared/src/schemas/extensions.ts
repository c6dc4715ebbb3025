import { z } from 'zod';
import { EXTENSION_DAYS } from '../rules/extension.ts';
import { PaymentStartSchema } from './commerce-responses.ts';

/** One choice of extra days for a rental: the new return date, its price and whether the piece is free. */
export const ExtensionOptionSchema = z.object({
  days: z.number(),
  returnDate: z.string(),
  /** Rupees: the longer period's rent less the current one's, GST included. */
  amount: z.number(),
  available: z.boolean(),
});

/** A rental line the customer may extend now, with its choices. */
export const ExtendableLineSchema = z.object({
  lineId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  returnDate: z.string(),
  period: z.number(),
  options: z.array(ExtensionOptionSchema),
});

/** GET /api/orders/{id}/extensions: the lines that may be extended (none when no rental is out or due). */
export const ExtensionQuoteSchema = z.object({ lines: z.array(ExtendableLineSchema) });
export type ExtensionQuote = z.infer<typeof ExtensionQuoteSchema>;

const DAYS_MESSAGE = `Choose ${EXTENSION_DAYS.join(', ')} more days`;

export const PlaceExtensionSchema = z.object({
  lineId: z.uuid({ error: 'Please choose the piece to keep longer' }),
  days: z
    .number({ error: DAYS_MESSAGE })
    .int(DAYS_MESSAGE)
    .max(Math.max(...EXTENSION_DAYS), DAYS_MESSAGE)
    .refine((d) => (EXTENSION_DAYS as readonly number[]).includes(d), DAYS_MESSAGE),
});
export type PlaceExtension = z.infer<typeof PlaceExtensionSchema>;

export const ExtensionSchema = z.object({
  id: z.string(),
  lineId: z.string(),
  days: z.number(),
  fromReturnDate: z.string(),
  returnDate: z.string(),
  amount: z.number(),
  status: z.enum(['held', 'paid', 'lapsed', 'failed']),
  heldUntil: z.string(),
});

/** POST /api/orders/{id}/extensions: the extension held for the customer and the payment to open. */
export const ExtensionPlacedSchema = z.object({ extension: ExtensionSchema, payment: PaymentStartSchema });
export type ExtensionPlaced = z.infer<typeof ExtensionPlacedSchema>;
