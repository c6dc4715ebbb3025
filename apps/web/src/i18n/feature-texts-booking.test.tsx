import { fireEvent, screen } from '@testing-library/react';
import { addDays, MESSAGES, todayInIndia } from '@vastra/shared/rules';
import { notServedFrom, otpCooldownMessage, otpLimitMessage } from '@vastra/shared/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { PincodeCheckDialog } from '@/features/booking/components/pincode-check-dialog';
import { PincodeDialog } from '@/features/location/components/pincode-dialog';
import { BookTrial } from '@/features/trials/components/book-trial';
import { session } from '@/lib/session';
import { fakeApi, on } from '@/test/fake-api';
import { DELHI_NOT_SERVED, trialSlots } from '@/test/fixtures';
import { renderInApp } from '@/test/render';
import { showLanguage } from './index';
import { translateMessage } from './messages';

/* The product page's dialogs (namespace `booking`) in Hindi, the API's sentences with names in them too. */

afterEach(async () => {
  session.clear();
  await showLanguage('en');
});

describe('the booking dialogs in Hindi', () => {
  it('asks for the pincode in Hindi and says in Hindi that the branch does not deliver there', async () => {
    await showLanguage('hi');
    renderInApp(
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
    const slots = trialSlots(day, ['12:00', '12:30']);
    fakeApi(on('GET', '/api/products/LHG12/trial-slots', { status: 200, body: slots }));
    await showLanguage('hi');
    renderInApp(<BookTrial code="LHG12" branchName="Kandivali" />);
    expect(screen.getByRole('heading', { level: 2, name: 'पहले पहनकर देखें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ट्रायल बुक करें' }));
    fireEvent.input(await screen.findByLabelText('ट्रायल का दिन'), { target: { value: day } });
    fireEvent.click(await screen.findByRole('button', { name: '12:30' }));
    const [y, m, d] = day.split('-');
    expect(screen.getByRole('button', { name: `${d}/${m}/${y} को 12:30 बजे का ट्रायल बुक करें` })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'ट्रायल के ख़ाली समय' })).toBeTruthy();
  });
});

describe("the API's sentences with a date, number or name inside", () => {
  it('are shown in Hindi by their pattern, the date and numbers as they came; English stays as it is', async () => {
    await showLanguage('hi');
    expect(translateMessage(MESSAGES.tooEarly('2026-12-09'))).toBe('कृपया 09/12/2026 के बाद की तारीख़ चुनें');
    expect(translateMessage(MESSAGES.tooLate('2027-11-30'))).toBe('कृपया 30/11/2027 या उससे पहले की तारीख़ चुनें');
    expect(translateMessage(otpCooldownMessage(12))).toBe('नया OTP माँगने से पहले कृपया 12 सेकंड रुकें।');
    expect(translateMessage(otpLimitMessage('this mobile number', 1))).toBe(
      'इस मोबाइल नंबर से बहुत बार OTP माँगा गया। कृपया 1 मिनट बाद फिर से कोशिश करें।',
    );
    expect(translateMessage('A sentence nobody translated.')).toBe('A sentence nobody translated.');
    expect(translateMessage(MESSAGES.tooEarly('2026-12-09'), 'en')).toBe(
      'Please select a date after 09/12/2026',
    );
  });
});

describe("the header's dialogs in Hindi", () => {
  it('asks for the delivery pincode and refuses one no branch delivers to, in Hindi', async () => {
    const pincode = DELHI_NOT_SERVED;
    fakeApi(on('GET', '/api/pincodes/110001', { status: 200, body: pincode }));
    await showLanguage('hi');
    renderInApp(<PincodeDialog open onOpenChange={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'डिलीवरी का पिनकोड डालें' })).toBeTruthy();
    fireEvent.input(await screen.findByLabelText('पिनकोड'), { target: { value: '110001' } });
    expect(await screen.findByText(/^सेवा उपलब्ध नहीं है: अभी कोई ब्रांच/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });
});
