import { addDays, lateFee, todayInIndia } from '@vastra/shared/rules';
import type { InspectFields, ReturnAction, Settings } from '@vastra/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, inspections, orders, products } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { badRequest, EXCLUSION_VIOLATION, sqlState } from '../../lib/errors.ts';
import { recordLedger } from '../payments/index.ts';
import { getSettings } from '../system/index.ts';
import type { StaffAct } from './staff-access.ts';
import { type LineRow, lineEntry, staffLineStep } from './staff-line.ts';

/**
 * Mark a rented piece returned. Brought back after its return date it costs the late fee of the
 * shared rule (a share of the base rent per late day, at most the deposit); staff may waive it
 * with a reason, written as a waiver entry beside the fee.
 */
export async function markReturned(db: Db, act: StaffAct, orderId: string, input: ReturnAction) {
  const settings = await getSettings(db);
  const today = todayInIndia(act.at);
  const returnedOn = input.returnedOn ?? today;
  if (returnedOn > today)
    throw badRequest('A piece cannot come back in the future.', { returnedOn: 'Too late' });
  return staffLineStep(db, act, { orderId, ...input }, 'return', async (tx, order, line) => {
    const [product] = await tx
      .select({ baseRent: products.baseRent })
      .from(products)
      .where(eq(products.id, line.productId));
    const { lateDays, fee } = lateFee({
      returnDate: line.returnDate ?? returnedOn,
      returnedOn,
      baseRent: product?.baseRent ?? line.price,
      deposit: line.deposit * line.quantity,
      pctPerDay: settings.lifecycle.lateFeePctPerDay,
    });
    const common = lineEntry(order, line, act);
    const lateNote = `${lateDays} day${lateDays === 1 ? '' : 's'} late`;
    await recordLedger(tx, [
      { ...common, kind: 'late_fee', amount: fee, note: lateNote },
      ...(input.waiveReason
        ? [{ ...common, kind: 'waiver' as const, amount: -fee, note: input.waiveReason }]
        : []),
    ]);
    return {
      to: 'returned',
      details: { returnedOn, lateDays, lateFee: fee, waived: Boolean(input.waiveReason) },
    };
  });
}

/** A charge as written to the ledger: from the rate card by code, or written by staff. */
function resolveCharges(fields: InspectFields, card: Settings['lifecycle']['rateCard']) {
  return fields.charges.map((charge) => {
    if ('amount' in charge) return { label: charge.label, amount: charge.amount };
    const item = card.find((c) => c.code === charge.code);
    if (!item)
      throw badRequest(`No charge '${charge.code}' on the rate card.`, { charges: 'Unknown charge' });
    return { label: item.label, amount: item.amount };
  });
}

/**
 * Inspect a returned piece: its condition and photos are kept, the deposit is released and the
 * charges found are written against it (the refund of what is left comes next). A piece that
 * needs cleaning or repair is blocked for the settings' days right after its buffer day; when
 * another booking already takes those days, the order is flagged for staff instead.
 */
export async function inspectLine(
  db: Db,
  act: StaffAct,
  orderId: string,
  fields: InspectFields,
  photoKeys: string[],
) {
  const settings = await getSettings(db);
  const charges = resolveCharges(fields, settings.lifecycle.rateCard);
  return staffLineStep(db, act, { orderId, ...fields }, 'inspect', async (tx, order, line) => {
    const [row] = await tx
      .insert(inspections)
      .values({
        orderId: order.id,
        lineId: line.id,
        condition: fields.condition,
        photos: photoKeys,
        note: fields.note,
        staffId: act.who.id,
        createdAt: act.at,
      })
      .returning({ id: inspections.id });
    const inspectionId = row?.id ?? null;
    const common = lineEntry(order, line, act);
    await recordLedger(tx, [
      { ...common, kind: 'deposit_release', amount: -(line.deposit * line.quantity), inspectionId },
      ...charges.map((c) => ({
        ...common,
        kind: 'damage_charge' as const,
        amount: c.amount,
        note: c.label,
        inspectionId,
      })),
    ]);
    const days =
      fields.condition === 'needs_cleaning'
        ? settings.lifecycle.cleaningDays
        : fields.condition === 'needs_repair'
          ? settings.lifecycle.repairDays
          : 0;
    const blocked = days > 0 ? await blockForCare(tx, act, order.id, line, days, fields.condition) : null;
    return {
      to: 'inspected',
      details: { condition: fields.condition, charges, photos: photoKeys.length, blocked },
    };
  });
}

/** The maintenance block after a return, or null when other bookings took those days. */
async function blockForCare(
  tx: Tx,
  act: StaffAct,
  orderId: string,
  line: LineRow,
  days: number,
  why: string,
): Promise<{ from: string; to: string } | null> {
  const today = todayInIndia(act.at);
  // The rental's own booking keeps the piece until the buffer day after its return date.
  const afterBuffer = line.returnDate ? addDays(line.returnDate, 2) : today;
  const from = afterBuffer > today ? afterBuffer : today;
  const to = addDays(from, days - 1);
  const note = why === 'needs_repair' ? 'Repair after a rental' : 'Cleaning after a rental';
  try {
    await tx.transaction(async (sp) => {
      await sp.insert(bookings).values({
        productId: line.productId,
        status: 'confirmed',
        source: 'store',
        kind: 'maintenance',
        note,
        deliveryDate: from,
        returnDate: to,
        createdAt: act.at,
      });
    });
    return { from, to };
  } catch (error) {
    if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
    await tx
      .update(orders)
      .set({ attention: `${note} needed from ${from}, but the piece is booked then.`, attentionAt: act.at })
      .where(eq(orders.id, orderId));
    return null;
  }
}
