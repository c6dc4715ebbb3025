import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { addDays, todayInIndia } from '@vastra/shared/rules';
import { notServedFrom, type TrialSlots } from '@vastra/shared/schemas';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PincodeCheckDialog } from '@/features/booking/components/pincode-check-dialog';
import { BookTrial } from '@/features/trials/components/book-trial';
import { session } from '@/lib/session';
import { fakeApi, on } from '@/test/fake-api';
import { showLanguage } from './index';

/* The product page's dialogs (namespace `booking`) in Hindi, the API's sentences with names in them too. */

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(async () => {
  session.clear();
  await showLanguage('en');
});

describe('the booking dialogs in Hindi', () => {
  it('asks for the pincode in Hindi and says in Hindi that the branch does not deliver there', async () => {
    await showLanguage('hi');
    wrap(
      <PincodeCheckDialog
        open
        initialPincode="400001"
        initialError={notServedFrom('Goregaon', '400001')}
        productCode="SH101"
        pickupBranch="Goregaon"
        onCancel={() => {}}
        onAvailable={() => {}}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'डिलीवरी का पिनकोड डालें' })).toBeTruthy();
    expect(
      await screen.findByText(
        'सेवा उपलब्ध नहीं है: Goregaon ब्रांच 400001 पर डिलीवरी नहीं करती। Goregaon से स्टोर पिकअप चुनें।',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Goregaon से पिकअप करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'जाँचें' })).toBeTruthy();
    expect(screen.getByLabelText('डिलीवरी का पिनकोड')).toBeTruthy();
  });

  it('books a trial in Hindi, the day in the Indian format', async () => {
    session.setToken('token-1');
    const day = addDays(todayInIndia(), 5);
    const slots: TrialSlots = {
      productCode: 'LHG12',
      branchCode: 'KDV',
      branchName: 'Kandivali',
      date: day,
      opens: '11:30',
      closes: '20:00',
      unavailable: null,
      slots: ['12:00', '12:30'],
    };
    fakeApi(on('GET', '/api/products/LHG12/trial-slots', { status: 200, body: slots }));
    await showLanguage('hi');
    wrap(<BookTrial code="LHG12" branchName="Kandivali" />);
    expect(screen.getByRole('heading', { level: 2, name: 'पहले पहनकर देखें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ट्रायल बुक करें' }));
    fireEvent.change(screen.getByLabelText('ट्रायल का दिन'), { target: { value: day } });
    fireEvent.click(await screen.findByRole('button', { name: '12:30' }));
    const [y, m, d] = day.split('-');
    expect(screen.getByRole('button', { name: `${d}/${m}/${y} को 12:30 बजे का ट्रायल बुक करें` })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'ट्रायल के ख़ाली समय' })).toBeTruthy();
  });
});
