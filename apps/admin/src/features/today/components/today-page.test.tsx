import { screen, within } from '@testing-library/react';
import type { StaffBranch, StaffToday, TodayLine } from '@vastra/shared/schemas';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '@/test/render';
import { TodayPage } from './today-page';

const branch: StaffBranch = { id: 7, code: 'KDV', name: 'Kandivali', city: 'Mumbai' };
const line = (n: number): TodayLine => ({
  orderId: `order-${n}`,
  billNo: `VS${1000 + n}`,
  lineId: `line-${n}`,
  lineStatus: 'ready',
  customerName: `Guest ${n}`,
  customerMobile: '9876543210',
  deliveryType: 'pickup',
  productId: n,
  productCode: `SHW${n}`,
  productName: 'Sherwani',
  deliveryDate: '2026-12-10',
  returnDate: '2026-12-13',
});

/** A busy day: 73 pieces go out today, the screen was sent the first 50; two are due back. */
const day: StaffToday = {
  branchId: 7,
  today: '2026-12-10',
  tomorrow: '2026-12-11',
  counts: {
    handoversToday: 73,
    handoversTomorrow: 0,
    returnsDue: 2,
    overdueReturns: 0,
    awaitingInspection: 0,
    blocked: 0,
    unpaid: 0,
  },
  handoversToday: Array.from({ length: 50 }, (_, n) => line(n)),
  handoversTomorrow: [],
  returnsDue: [line(100), line(101)].map((l) => ({ ...l, lineStatus: 'with_customer' })),
  overdueReturns: [],
  awaitingInspection: [],
  blocked: [],
  unpaid: [],
};

describe('TodayPage', () => {
  it('counts every line, lists the first ones and links to the whole list in Orders', async () => {
    vi.stubGlobal('fetch', fakeFetch([200, [branch]], [200, day]).fetch);
    renderWithProviders(<TodayPage />);

    const counts = await screen.findByRole('list', { name: 'Counts' });
    expect(within(counts).getByRole('link', { name: '73 Handovers today' })).toBeTruthy();
    const going = screen.getByRole('region', { name: 'Handovers today' });
    expect(within(going).getAllByRole('listitem')).toHaveLength(50);
    expect(within(going).getByText(/The first 50 of 73/)).toBeTruthy();
    const all = within(going).getByRole('link', { name: 'See all 73 in Orders' });
    const href = new URL(all.getAttribute('href') ?? '', 'http://shop.test');
    expect(href.pathname).toBe('/orders');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      dateField: 'delivery',
      from: '2026-12-10',
      to: '2026-12-10',
    });
    // A list that fits whole has no such link.
    const back = screen.getByRole('region', { name: 'Returns due' });
    expect(within(back).getAllByRole('listitem')).toHaveLength(2);
    expect(within(back).queryByRole('link', { name: /See all/ })).toBeNull();
  });
});
