import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n';
import { fakeApi, on } from '@/test/fake-api';
import { SHERWANI } from '@/test/fixtures';
import { renderInApp } from '@/test/render';
import { SaleListing } from './sale-listing';

afterEach(async () => {
  await showLanguage('en');
});

const { imageKey: _key, deposit: _deposit, isAccessory: _accessory, ...card } = SHERWANI;
const PRE_USED = { ...card, code: 'SB201', type: 'buy' as const, rent: null, salePrice: 12000 };

function answerTheSale() {
  fakeApi(
    on('GET', '/api/products', {
      status: 200,
      body: { items: [PRE_USED], total: 1, totalCapped: false, page: 1, pageSize: 12, nextCursor: null },
    }),
    on('GET', '/api/sizes', { status: 200, body: { items: [] } }),
  );
}

// The first render loads the listing's modules and styles: slow on a busy machine.
describe('the pre-used sale', { timeout: 20_000 }, () => {
  it('is in English by default, in the shop’s words', async () => {
    answerTheSale();
    renderInApp(<SaleListing />);
    expect(screen.getByRole('heading', { level: 1, name: 'PRE USED - SALE' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'BUY NOW- ₹ 12,000: Ivory Sherwani' })).toBeTruthy();
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'All Size' })).toBeTruthy();
  });

  it('shows its heading, filters, sorts and cards in Hindi, names and prices as they are', async () => {
    answerTheSale();
    await showLanguage('hi');
    renderInApp(<SaleListing />);
    expect(screen.getByRole('heading', { level: 1, name: 'पहले इस्तेमाल हुए कपड़े - सेल' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'अभी ख़रीदें- ₹ 12,000: Ivory Sherwani' })).toBeTruthy();
    expect(screen.getByLabelText('मुख्य श्रेणी')).toBeTruthy();
    expect(screen.getByLabelText('क्रम')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'दाम: कम से ज़्यादा' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'सभी साइज़' })).toBeTruthy();
    expect(screen.getByText('साइज़ L')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रीसेट करें' })).toBeTruthy();
    expect(screen.queryByText(/PRE USED|Main category|Sort by|All Size|BUY NOW|Latest/)).toBeNull();
  });
});
