import type { NotificationPrefs, NotificationPrefsInput } from '@vastra/shared/schemas';
import { and, desc, eq } from 'drizzle-orm';
import { consents, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';

type Source = 'checkout' | 'account' | 'staff';

/** The customer's current choices: the latest consent per channel (WhatsApp off, e-mail on until chosen). */
export async function getPreferences(
  db: Executor,
  userId: string,
  whatsappAvailable: boolean,
): Promise<NotificationPrefs> {
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.seq));
  const whatsapp = rows.find((r) => r.channel === 'whatsapp');
  const email = rows.find((r) => r.channel === 'email');
  return {
    language: user?.language ?? 'en',
    whatsapp: whatsappAvailable && whatsapp?.granted === 'yes',
    email: email?.granted !== 'no',
    whatsappAvailable,
    whatsappChosenAt: whatsapp ? whatsapp.createdAt.toISOString() : null,
  };
}

/** Records a channel choice in the consent ledger, only when it changes what was chosen before. */
export async function recordConsent(
  tx: Executor,
  userId: string,
  channel: 'whatsapp' | 'email',
  granted: boolean,
  source: Source,
  now: Date,
): Promise<void> {
  const [latest] = await tx
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.channel, channel)))
    .orderBy(desc(consents.seq))
    .limit(1);
  const value = granted ? 'yes' : 'no';
  if (latest?.granted === value || (!latest && channel === 'email' && granted)) return;
  await tx.insert(consents).values({ userId, channel, granted: value, source, createdAt: now });
}

/** PUT /api/me/notifications: the language and the WhatsApp and e-mail choices. */
export async function savePreferences(
  db: Executor,
  userId: string,
  input: NotificationPrefsInput,
  ctx: { now: Date; whatsappAvailable: boolean },
): Promise<NotificationPrefs> {
  if (input.language) await db.update(users).set({ language: input.language }).where(eq(users.id, userId));
  if (input.whatsapp !== undefined && ctx.whatsappAvailable) {
    await recordConsent(db, userId, 'whatsapp', input.whatsapp, 'account', ctx.now);
  }
  if (input.email !== undefined) await recordConsent(db, userId, 'email', input.email, 'account', ctx.now);
  return getPreferences(db, userId, ctx.whatsappAvailable);
}
