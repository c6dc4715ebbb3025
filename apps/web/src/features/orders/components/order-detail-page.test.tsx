import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { OrderDetail } from '@vastra/shared/schemas';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { fakeApi, on } from '@/test/fake-api';
import { OrderDetailPage } from './order-detail-page';

type Line = OrderDetail['lines'][number];
const kit = { code: 'KIT1001', name: 'Royal Groom Kit', group: 'g-1' };
const line = (code: string, name: string, price: number, extra: Partial<Line> = {}): Line => ({
  id: `line-${code}`,
  productCode: code,
  productName: name,
  type: 'rent',
  imageKey: null,
  size: null,
  sizeLabel: 'No size',
  period: 4,
  eventDate: '2026-12-10',
  deliveryDate: '2026-12-09',
  returnDate: '2026-12-12',
  price,
  rent: price,
  deposit: 500,
  quantity: 1,
  measurements: {},
  remark: '',
  ...extra,
});

const measured = { pantLength: 40, pantWaist: 32, chest: 40, sleeveLength: 25 };
// As the API sends them: ordered by piece code, the kit's parts among the other piece.
const lines = [
  line('DUP1004', 'Silk dupatta', 900),
  line('MAL1001', 'Pearl mala', 449, { kit }),
  line('MOJ1001', 'Gold mojari', 500, { kit }),
  line('SAF1001', 'Red safa', 1349, { kit }),
  line('SHW1002', 'Ivory sherwani', 3101, { kit, size: 40, sizeLabel: 'L', measurements: measured }),
];

const order: OrderDetail = {
  id: 'order-1',
  billNo: 'VST-1001',
  customerId: 'cust-1',
  status: 'paid',
  paymentStatus: 'Paid',
  orderType: 'rent',
  deliveryType: 'pickup',
  createdAt: '2026-11-20T10:00:00Z',
  paidAt: '2026-11-20T10:05:00Z',
  cancelledAt: null,
  holdExpiresAt: null,
  address: {
    firstName: 'Rohan',
    lastName: 'Shah',
    phone1: '9876543210',
    phone2: '',
    email: 'rohan@example.in',
    building: '12 Lotus Court',
    road: '',
    station: 'Kandivali',
    landmark: 'Opposite the park',
    city: 'Mumbai',
    state: 'Maharashtra',
    zipCode: '400067',
    country: 'India',
  },
  orderNotes: '',
  amounts: {
    subtotal: 6299,
    discount: 0,
    deliveryFee: 0,
    gst: 0,
    total: 8799,
    advance: 2200,
    balance: 6599,
  },
  lateRefund: null,
  lines,
  branch: {
    code: 'KDV',
    name: 'Kandivali',
    city: 'Mumbai',
    address: 'Shop 4',
    pincode: '400067',
    contactPerson: 'Meena',
    phone: '022 1234 5678',
    email: 'kandivali@example.in',
  },
  timeline: [],
  ledger: [],
  money: { due: 0, refundable: 0, paid: 2200, charges: 0, refunded: 0 },
};

describe('Order details', () => {
  it('shows a kit as one card, its name and rent, with each part’s code, size and measurements beneath', async () => {
    session.setToken('token-1');
    fakeApi(on('GET', '/api/orders/order-1', { status: 200, body: order }), () => ({
      status: 404,
      body: {},
    }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <OrderDetailPage id="order-1" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = await screen.findByTestId('order-kit');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(
      'Royal Groom Kit · ₹5,399 for 4 days',
    );
    const parts = within(card).getAllByTestId('kit-part-line');
    expect(parts.map((p) => p.dataset.code)).toEqual(['MAL1001', 'MOJ1001', 'SAF1001', 'SHW1002']);
    expect(parts[3]!.textContent).toContain('Ivory sherwani');
    expect(parts[3]!.textContent).toContain('SHW1002 · Size L');
    expect(parts[3]!.textContent).toContain(
      'Measurements (inches): Pant length 40 · Pant waist 32 · Chest 40 · Sleeve length 25',
    );
    // The kit's deposit is its parts' deposits; the other piece keeps a card of its own.
    expect(within(card).getByText('₹2,000')).toBeTruthy();
    const cards = screen.getAllByTestId('order-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('heading', { level: 2 }).textContent).toBe('Silk dupatta');
  });
});
