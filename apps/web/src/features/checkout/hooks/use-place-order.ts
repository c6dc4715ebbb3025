import { useQueryClient } from '@tanstack/react-query';
import { type CartItem, COMMERCE_MESSAGES } from '@vastra/shared/schemas';
import { useRef, useState } from 'react';
import { moveCartToWishlist } from '@/features/cart';
import { newIdempotencyKey, usePayOrder } from '@/features/payment';
import { i18n } from '@/i18n';
import { translateMessage } from '@/i18n/messages';
import { isApiError } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { placeOrder } from '../api/place-order';
import { type CheckoutFormOutput, type CheckoutFormValues, toPlaceOrder } from '../lib/checkout-form';
import '@/i18n/texts/orders';

export type Stage = 'idle' | 'placing' | 'paying' | 'moving';
type FieldErrors = Partial<Record<keyof CheckoutFormValues, string>>;

export type KitSwapOffer = { from: string; to: string; label: string };

/** The taken part of a kit and the free piece a 409 offers instead (its `part` and `substitute`). */
function kitSwapOffer(details: Record<string, unknown>): KitSwapOffer | null {
  const part = details.part as { code?: string; label?: string } | undefined;
  const substitute = details.substitute as { code?: string } | null | undefined;
  return part?.code && substitute?.code
    ? { from: part.code, to: substitute.code, label: part.label ?? part.code }
    : null;
}

/**
 * Confirm in the Payment Terms: POST /api/orders, then the payment. One Idempotency-Key per
 * attempt, kept while the answer is unknown (offline, server error) so a retry cannot place a
 * second order; a clear answer ends the attempt. A 409 (a piece booked meanwhile) keeps the bag
 * as it is and says why, so the customer can choose other dates or another piece.
 */
export function usePlaceOrder(items: readonly CartItem[]) {
  const attemptKey = useRef<string | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  /** The server's reason when the order was refused (a piece booked meanwhile); null otherwise. */
  const [conflict, setConflict] = useState<string | null>(null);
  /** A kit's taken part and the free piece offered in its place, when the refusal offers one. */
  const [swap, setSwap] = useState<KitSwapOffer | null>(null);
  const { pay } = usePayOrder();
  const queryClient = useQueryClient();

  const moveToWishlist = async () => {
    setStage('moving');
    try {
      await moveCartToWishlist(items);
    } catch {
      toast.error(i18n.t('checkout.toast.moveFailed'));
    }
    await queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY] });
    setStage('idle');
  };

  /** Resolves with field errors to show, or null when the form is done with (paid, moved or failed). */
  const confirm = async (values: CheckoutFormOutput, useCredit = false): Promise<FieldErrors | null> => {
    attemptKey.current ??= newIdempotencyKey();
    setConflict(null);
    setSwap(null);
    setStage('placing');
    let placed: Awaited<ReturnType<typeof placeOrder>>;
    try {
      const order = toPlaceOrder(values);
      placed = await placeOrder(useCredit ? { ...order, useCredit } : order, attemptKey.current);
    } catch (error) {
      setStage('idle');
      if (isApiError(error, 409)) {
        attemptKey.current = null;
        setConflict(error.message);
        setSwap(kitSwapOffer(error.details));
        // The piece's booked days changed: its calendar reads them again.
        await queryClient.invalidateQueries({ queryKey: ['booked-dates'] });
        return null;
      }
      if (isApiError(error, 400)) {
        attemptKey.current = null;
        const fields: FieldErrors = {};
        for (const [key, message] of Object.entries(error.fields)) {
          fields[key.replace(/^address\./, '') as keyof CheckoutFormValues] = message;
        }
        toast.error(translateMessage(error.message));
        return fields;
      }
      // Unknown outcome: the same key is sent again with the next Confirm.
      toast.error(i18n.t('checkout.toast.orderFailed'));
      return null;
    }
    attemptKey.current = null;
    setStage('paying');
    try {
      const outcome = await pay(placed, {
        name: `${values.firstName} ${values.lastName}`.trim(),
        email: values.email,
        contact: values.phone1,
      });
      if (outcome === 'dismissed') toast.info(i18n.t('checkout.toast.paymentDismissed'));
    } catch (error) {
      toast.error(translateMessage(paymentErrorMessage(error)));
    }
    setStage('idle');
    return null;
  };

  /** The offered piece took the taken part's place in the bag: the refusal is answered. */
  const swapped = () => {
    setConflict(null);
    setSwap(null);
  };

  return { stage, confirm, moveToWishlist, conflict, swap, swapped };
}

/** Refund due (409) and offline say so; a refused or unreadable verification asks to contact support. */
function paymentErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    return error.status === 409 || error.status === 0 ? error.message : COMMERCE_MESSAGES.paymentFailed;
  }
  // The widget's script could not load: its own message.
  return error instanceof Error ? error.message : COMMERCE_MESSAGES.paymentFailed;
}
