import { z } from 'zod';
import { LanguageSchema } from './account.ts';

/** GET /api/me/notifications: how the customer hears from the shop. SMS is always on. */
export const NotificationPrefsSchema = z.object({
  language: LanguageSchema,
  whatsapp: z.boolean(),
  email: z.boolean(),
  /** Whether the shop sends WhatsApp messages at all (the checkbox is hidden otherwise). */
  whatsappAvailable: z.boolean(),
  /** When the WhatsApp choice was last made, and where (checkout, account). */
  whatsappChosenAt: z.string().nullable(),
});
export type NotificationPrefs = z.infer<typeof NotificationPrefsSchema>;

/** PUT /api/me/notifications: change any of them. */
export const NotificationPrefsInputSchema = z
  .object({
    language: LanguageSchema.optional(),
    whatsapp: z.boolean().optional(),
    email: z.boolean().optional(),
  })
  .strict();
export type NotificationPrefsInput = z.infer<typeof NotificationPrefsInputSchema>;

export const NOTIFICATION_TEXTS = {
  whatsappOptIn: 'Send me order updates on WhatsApp',
  smsAlwaysOn: 'Order updates by SMS are always sent.',
  saved: 'Your message settings are saved.',
} as const;

/** One message that ended failed after its retries (staff's "Failed messages" screen). */
export const FailedMessageSchema = z.object({
  id: z.string(),
  event: z.string(),
  channel: z.enum(['sms', 'whatsapp', 'email']),
  audience: z.enum(['customer', 'staff']),
  /** The mobile with all but its last 4 digits hidden, or the e-mail address likewise. */
  recipient: z.string(),
  orderId: z.string().nullable(),
  billNo: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type FailedMessage = z.infer<typeof FailedMessageSchema>;

/** GET /api/staff/messages/failed: newest first; a manager sees only their branches' orders. */
export const FailedMessageListSchema = z.object({ items: z.array(FailedMessageSchema) });
export type FailedMessageList = z.infer<typeof FailedMessageListSchema>;
