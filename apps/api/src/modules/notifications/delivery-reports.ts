import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import type { WhatsAppSender } from '../../integrations/whatsapp/index.ts';
import { hmacSha256Hex, sameHex } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';

type Status = 'delivered' | 'read' | 'failed' | 'sent';

/** A status only moves forward: a late 'sent' never undoes 'delivered', 'read' beats 'delivered'. */
const AFTER: Record<Status, readonly string[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent'],
};

async function applyStatus(db: Db, channel: 'sms' | 'whatsapp', vendorId: string, status: Status, now: Date) {
  await db
    .update(messages)
    .set({ status, statusAt: now })
    .where(
      and(
        eq(messages.channel, channel),
        eq(messages.vendorId, vendorId),
        inArray(messages.status, [...AFTER[status]] as never[]),
      ),
    );
}

const badSignature = () => new AppError('UNAUTHENTICATED', 'The signature of this notice is not valid.');

/** HMAC-SHA256 of the raw body with the secret, hex, compared in constant time. */
function signedWith(secret: string, raw: Buffer, given: string | undefined): boolean {
  return !!given && /^[0-9a-f]{64}$/i.test(given) && sameHex(hmacSha256Hex(secret, raw), given);
}

/** MSG91's delivery report, as its webhook posts it: request ids with a status per number. */
const Msg91Report = z.object({
  data: z
    .array(
      z.object({
        requestId: z.string().max(100),
        report: z.array(z.object({ status: z.union([z.string().max(20), z.number()]) })).max(50),
      }),
    )
    .max(500),
});

/** MSG91's numeric codes: 1 delivered; 2, 16, 17, 25, 26 failed (rejected, NDNC, invalid); others pending. */
function msg91Status(code: string | number): Status | null {
  const c = String(code).toLowerCase();
  if (c === '1' || c === 'delivered') return 'delivered';
  if (['2', '16', '17', '25', '26', 'failed', 'rejected'].includes(c)) return 'failed';
  return null;
}

/** POST /api/webhooks/msg91: signed with MSG91_WEBHOOK_SECRET in X-Vastra-Signature. */
export async function receiveMsg91Report(
  db: Db,
  secret: string,
  raw: Buffer,
  signature: string | undefined,
  now: Date,
) {
  if (!signedWith(secret, raw, signature)) throw badSignature();
  const parsed = Msg91Report.safeParse(safeJson(raw));
  if (!parsed.success) throw new AppError('VALIDATION', 'This delivery report cannot be read.');
  let applied = 0;
  for (const request of parsed.data.data) {
    for (const entry of request.report) {
      const status = msg91Status(entry.status);
      if (!status) continue;
      await applyStatus(db, 'sms', request.requestId, status, now);
      applied += 1;
    }
  }
  return { applied };
}

/** The WhatsApp Cloud API's status notice: entry[].changes[].value.statuses[] with the message id. */
const WhatsAppNotice = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z.object({
                statuses: z
                  .array(
                    z.object({
                      id: z.string().max(200),
                      status: z.enum(['sent', 'delivered', 'read', 'failed']),
                    }),
                  )
                  .max(500)
                  .optional(),
              }),
            }),
          )
          .max(50),
      }),
    )
    .max(50),
});

/** POST /api/webhooks/whatsapp: signed by Meta with the app secret (X-Hub-Signature-256). */
export async function receiveWhatsAppStatus(
  db: Db,
  sender: WhatsAppSender,
  raw: Buffer,
  signature: string | undefined,
  now: Date,
) {
  if (!sender.verifySignature(raw, signature)) throw badSignature();
  const parsed = WhatsAppNotice.safeParse(safeJson(raw));
  if (!parsed.success) throw new AppError('VALIDATION', 'This status notice cannot be read.');
  let applied = 0;
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      for (const s of change.value.statuses ?? []) {
        await applyStatus(db, 'whatsapp', s.id, s.status, now);
        applied += 1;
      }
    }
  }
  return { applied };
}

function safeJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}
