import { describe, expect, it } from 'vitest';
import { lateRefundMessage } from './late-refund-message';

describe('the late refund message', () => {
  const refund = { amount: 2250, refundId: null };

  it('says the money will come back while it is owed', () => {
    expect(lateRefundMessage({ status: 'refund_due', lateRefund: refund, cancelledAt: null })).toBe(
      'The piece was booked by someone else before your payment reached us. Your advance of ₹2,250 ' +
        'will be refunded to your original payment method.',
    );
  });

  it('names the refund once the gateway made it', () => {
    const done = { amount: 2250, refundId: 'rfnd_N1x2' };
    expect(lateRefundMessage({ status: 'refunded', lateRefund: done, cancelledAt: null })).toBe(
      'The piece was booked by someone else before your payment reached us. Your advance of ₹2,250 ' +
        'has been refunded to your original payment method (refund rfnd_N1x2).',
    );
  });

  it('tells a cancelled order apart, and says nothing for other orders', () => {
    const cancelled = {
      status: 'refund_due' as const,
      lateRefund: refund,
      cancelledAt: '2026-11-01T10:00:00Z',
    };
    expect(lateRefundMessage(cancelled)).toMatch(
      /^Your order was cancelled before your payment reached us\./,
    );
    expect(lateRefundMessage({ status: 'paid', lateRefund: null, cancelledAt: null })).toBeNull();
  });
});
