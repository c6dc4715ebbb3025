import { z } from 'zod';

/** GET /api/me/notifications: how the customer hears from the shop. SMS is always on. */
export const NotificationPrefsSchema = z.object({
  language: z.enum(['en', 'hi']),
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
    language: z.enum(['en', 'hi']).optional(),
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
