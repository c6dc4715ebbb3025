import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Category } from '@vastra/shared/schemas';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '@/test/render';
import { PieceForm } from './piece-form';

const branches = [
  { id: 1, code: 'KDV', name: 'Kandivali' },
  { id: 2, code: 'GKP', name: 'Ghatkopar' },
];
const categories: Category[] = [
  {
    code: 'DST',
    slug: 'designer-suit',
    name: 'Designer Suit',
    group: 'men',
    isAccessory: false,
    intro: '',
    image: null,
  },
  { code: 'SAF', slug: 'safa', name: 'Safa', group: 'men', isAccessory: true, intro: '', image: null },
];

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

function fillRental() {
  type('Name', 'Midnight Velvet Tuxedo');
  type('Category', 'DST');
  type('Branch', '2');
  type('Size', '40');
  type('Colours', 'Black, Gold');
  type('Base rent', '4999');
  type('Deposit', '5000');
}

describe('PieceForm', () => {
  it('refuses a negative price with the field message and does not call the server', async () => {
    const server = fakeFetch();
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(
      <PieceForm piece={null} branches={branches} categories={categories} onSaved={() => {}} />,
    );
    fillRental();
    type('Base rent', '-500');
    fireEvent.click(screen.getByRole('button', { name: 'Add the piece' }));
    expect(await screen.findByText('Base rent must not be negative')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('asks a sale piece for its sale price and real MRP, and not for a rent', async () => {
    const server = fakeFetch();
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(
      <PieceForm piece={null} branches={branches} categories={categories} onSaved={() => {}} />,
    );
    type('Rent or sale', 'buy');
    expect(screen.queryByLabelText('Base rent', { exact: false })).toBeNull();
    type('Name', 'Pre-used Lehenga');
    type('Category', 'DST');
    type('Size', '38');
    type('Sale price', '9000');
    type('Real MRP', '5000');
    fireEvent.click(screen.getByRole('button', { name: 'Add the piece' }));
    expect(await screen.findByText('The sale price must not be above the MRP')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the checked form with whole numbers and a colour list, then hands back the saved piece', async () => {
    const saved = { id: 77, code: 'DST2001', name: 'Midnight Velvet Tuxedo' };
    const server = fakeFetch([201, saved]);
    vi.stubGlobal('fetch', server.fetch);
    const onSaved = vi.fn();
    renderWithProviders(
      <PieceForm piece={null} branches={branches} categories={categories} onSaved={onSaved} />,
    );
    fillRental();
    fireEvent.click(screen.getByRole('button', { name: 'Add the piece' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(server.calls[0]?.url).toBe('/api/staff/pieces');
    expect(JSON.parse(String(server.calls[0]?.init?.body))).toEqual({
      name: 'Midnight Velvet Tuxedo',
      type: 'rent',
      categoryCode: 'DST',
      branchId: 2,
      size: 40,
      colours: ['Black', 'Gold'],
      baseRent: 4999,
      deposit: 5000,
      replacementValue: null,
      salePrice: null,
      mrp: null,
      description: '',
      isOnline: true,
    });
  });

  it("shows the server's field messages under the fields", async () => {
    const server = fakeFetch([
      400,
      { error: { code: 'VALIDATION', message: 'Choose a size', fields: { size: 'Choose a size' } } },
    ]);
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(
      <PieceForm piece={null} branches={branches} categories={categories} onSaved={() => {}} />,
    );
    fillRental();
    fireEvent.click(screen.getByRole('button', { name: 'Add the piece' }));
    expect((await screen.findAllByText('Choose a size')).length).toBeGreaterThan(0);
    expect(server.calls).toHaveLength(1);
  });
});
