import { useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderResult } from '@vastra/shared/schemas';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { GatewayResult } from '@/features/membership';
import { payWithRazorpay } from '@/features/membership';
import { PRIVATE_KEY } from '@/lib/query-client';
import { verifyPayment } from '../api/verify-payment';

/** What the local payment page is told when the checkout sends the customer there. */
export type LocalPaymentState = { amountPaise: number; billNo: string };

export type Prefill = { name: string; email: string; contact: string };

/**
 * Paying a placed order's booking advance. The local gateway has its own page (/pay/local);
 * Razorpay opens its widget here. Either way the signed result is verified by the server and the
 * customer lands on /ordercomplete (at once when store credit paid the whole advance). `pay`
 * resolves 'dismissed' when the widget was closed unpaid.
 */
export function usePayOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const finish = useCallback(
    async (orderId: string, result: GatewayResult) => {
      await verifyPayment({ orderId, ...result });
      // The server cleared the cart and the order is paid: every private list is stale.
      await queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY] });
      navigate(paths.orderComplete.getHref(orderId), { replace: true });
    },
    [navigate, queryClient],
  );

  const pay = useCallback(
    async (placed: PlaceOrderResult, prefill: Prefill): Promise<'redirected' | 'dismissed' | 'paid'> => {
      const { order, payment } = placed;
      // Store credit paid the whole advance: the order is confirmed already.
      if (!payment) {
        await queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY] });
        navigate(paths.orderComplete.getHref(order.id), { replace: true });
        return 'paid';
      }
      if (payment.provider === 'local') {
        const state: LocalPaymentState = { amountPaise: payment.amountPaise, billNo: order.billNo };
        navigate(paths.payLocal.getHref(order.id, payment.gatewayOrderId), { state });
        return 'redirected';
      }
      const result = await payWithRazorpay(payment, {
        description: `Booking advance, order ${order.billNo}`,
        prefill,
      });
      if (!result) return 'dismissed';
      await finish(order.id, result);
      return 'paid';
    },
    [navigate, finish, queryClient],
  );

  return { pay, finish };
}
