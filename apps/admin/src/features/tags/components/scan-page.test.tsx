import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { PieceCounter } from '@vastra/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '@/test/render';
import { ScanPage } from './scan-page';

const ORDER = '6f1c2a3b-0000-4000-8000-00000000000a';
const LINE = '6f1c2a3b-0000-4000-8000-00000000000b';

function counter(
  lineStatus: string,
  action: PieceCounter['action'],
  status: PieceCounter['status'],
): PieceCounter {
  return {
    piece: {
      productId: 7,
      code: 'IWS1054',
      name: 'Silk Brocade Sherwani',
      type: 'rent',
      categoryName: 'Sherwani',
      sizeLabel: '40 (L)',
      isActive: true,
      branch: { id: 1, code: 'KDV', name: 'Kandivali' },
    },
    status,
    block: null,
    booking: {
      orderId: ORDER,
      billNo: 'VST-261123-AB12CD',
      lineId: LINE,
      lineStatus,
      customerName: 'Kavya Iyer',
      deliveryType: 'pickup',
      deliveryDate: '2026-12-08',
      eventDate: '2026-12-09',
      returnDate: '2026-12-12',
    },
    action,
    upcoming: [],
  };
}

afterEach(cleanup);

describe('the scan screen', () => {
  it.each<[string, PieceCounter['action'], PieceCounter['status'], string, string]>([
    ['confirmed', 'prepare', 'booked', 'Mark preparing', 'In the shop, booked'],
    ['ready', 'hand-over', 'booked', 'Hand over', 'In the shop, booked'],
    ['with_customer', 'return', 'with_customer', 'Mark returned', 'With the customer'],
    ['returned', 'inspect', 'awaiting_inspection', 'Inspect', 'Back, waiting for inspection'],
  ])(
    'a %s piece offers its step as a link into the order',
    async (lineStatus, action, status, words, said) => {
      const server = fakeFetch([200, counter(lineStatus, action, status)]);
      vi.stubGlobal('fetch', server.fetch);
      renderWithProviders(<ScanPage code="IWS1054" />);
      expect(await screen.findByRole('heading', { name: 'IWS1054 · Silk Brocade Sherwani' })).toBeTruthy();
      expect(server.calls[0]?.url).toBe('/api/staff/pieces/IWS1054/counter');
      expect(screen.getByTestId('piece-status').textContent).toBe(said);
      expect(screen.getByRole('link', { name: words }).getAttribute('href')).toBe(
        `/orders/${ORDER}?line=${LINE}&step=${action}`,
      );
      expect(screen.getByRole('link', { name: 'VST-261123-AB12CD' }).getAttribute('href')).toBe(
        `/orders/${ORDER}`,
      );
    },
  );

  it('says so when the code is no piece of the branch', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch([404, { error: { code: 'NOT_FOUND', message: 'No piece has this code' } }]).fetch,
    );
    renderWithProviders(<ScanPage code="NOPE1" />);
    expect(await screen.findByRole('heading', { name: 'No piece NOPE1 here' })).toBeTruthy();
  });

  it('without a camera, takes a typed code and refuses text that is not one', async () => {
    const server = fakeFetch();
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<ScanPage code={null} />);
    expect((await screen.findByRole('status')).textContent).toMatch(/cannot use a camera/);
    fireEvent.change(screen.getByLabelText('Or type the piece code'), { target: { value: 'two words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That is not a piece code or a Vastra tag.');
    expect(server.calls).toHaveLength(0);
  });
});
