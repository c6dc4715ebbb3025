import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { StaffOrderLine } from '../lib/types';
import { OrderPieces } from './order-pieces';

const kit = { code: 'KIT1001', name: 'Royal Groom Kit', group: 'g-1' };
const line = (code: string, price: number, extra: Partial<StaffOrderLine> = {}): StaffOrderLine => ({
  id: `line-${code}`,
  productId: 1,
  productCode: code,
  productName: `Piece ${code}`,
  type: 'rent',
  size: null,
  period: 4,
  eventDate: '2026-12-10',
  deliveryDate: '2026-12-09',
  returnDate: '2026-12-12',
  price,
  deposit: 500,
  quantity: 1,
  measurements: {},
  remark: '',
  status: 'ready',
  nextStatuses: [],
  ...extra,
});

describe('the order’s pieces', () => {
  it('groups a kit under its name and rent, each part keeping its measurements and its own steps', () => {
    renderWithProviders(
      <OrderPieces
        orderId="o1"
        lines={[
          line('DUP1004', 900),
          line('MAL1001', 449, { kit }),
          line('SAF1001', 1349, { kit }),
          line('SHW1002', 3601, { kit, size: 40, measurements: { chest: 40, pantWaist: 32 } }),
        ]}
        deliveryType="pickup"
        due={0}
        creditAvailable={0}
        stepFor={() => null}
      />,
    );
    const group = screen.getByRole('region', { name: 'Outfit Royal Groom Kit' });
    expect(within(group).getByRole('heading').textContent).toBe('Royal Groom Kit KIT1001');
    expect(group.textContent).toContain('Outfit of 3 pieces · rent ₹5,399 for 4 days · deposit ₹1,500');
    const parts = within(group).getAllByRole('article');
    expect(parts.map((p) => p.getAttribute('aria-label'))).toEqual([
      'MAL1001 Piece MAL1001',
      'SAF1001 Piece SAF1001',
      'SHW1002 Piece SHW1002',
    ]);
    expect(parts[2]!.textContent).toContain('chest: 40, pantWaist: 32');
    // Each part is handed over on its own.
    for (const part of parts) {
      expect(within(part).getByRole('button', { name: 'Hand over' })).toBeTruthy();
    }
    // The piece rented alone is outside the kit.
    const all = screen.getAllByRole('article');
    expect(all).toHaveLength(4);
    expect(group.contains(all[0]!)).toBe(false);
  });
});
