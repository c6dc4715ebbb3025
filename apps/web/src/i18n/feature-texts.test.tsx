import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, type Party } from '@vastra/shared/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import ContactUsPage from '@/app/routes/contact-us';
import MembershipPage from '@/app/routes/membership';
import { PartyPage } from '@/features/parties/components/party-page';
import { session } from '@/lib/session';
import { fakeApi, on } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { i18n, loadPageTexts, showLanguage } from './index';

/*
 * The features whose texts load with their pages (namespaces, i18n/texts/*): each shown in Hindi
 * once Hindi is chosen, whether its page's code came before or after the choice.
 */

afterEach(async () => {
  session.clear();
  await showLanguage('en');
});

const PARTY: Party = {
  code: 'PARTY1',
  name: 'Mehta Sangeet',
  eventDate: '2026-12-09',
  theme: 'Gold',
  branch: { code: 'GRG', name: 'Goregaon' },
  pincode: null,
  pieces: [],
  kits: [],
  role: 'organiser',
  memberCount: 2,
  joined: ['Rohit', 'Amit'],
  members: [
    {
      memberId: 'u1',
      firstName: 'Rohit',
      organiser: true,
      chosen: false,
      measured: false,
      paid: false,
      order: null,
    },
    {
      memberId: 'u2',
      firstName: 'Amit',
      organiser: false,
      chosen: true,
      measured: true,
      paid: false,
      order: {
        id: 'o2',
        billNo: 'B2',
        status: 'Pending',
        pieceName: 'Ivory Sherwani',
        kitName: null,
        advance: 1200,
      },
    },
  ],
  discountPct: 5,
  myOrderId: 'o1',
  sharePath: '/party/PARTY1',
};

describe('the wedding-party page', () => {
  it("shows the organiser's page in Hindi: dates and amounts in the Indian formats, names as they are", async () => {
    session.setToken('token-1');
    fakeApi(on('GET', '/api/parties/PARTY1', { status: 200, body: PARTY }));
    await showLanguage('hi');
    renderInApp(<PartyPage code="PARTY1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehta Sangeet' })).toBeTruthy();
    expect(screen.getByText(/कार्यक्रम की तारीख़: 09\/12\/2026 · Goregaon से पिकअप · थीम: Gold/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'सदस्य' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'भुगतान हुआ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Amit के लिए ₹1,200 चुकाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सबके लिए भुगतान करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'WhatsApp पर शेयर करें' })).toBeTruthy();
    expect(screen.queryByText(/Members|Pay for everyone|Event date/)).toBeNull();
  });

  it('loads a namespace’s Hindi with the page when Hindi was chosen before the page’s code came', async () => {
    await showLanguage('hi');
    i18n.removeResourceBundle('hi', 'party');
    expect(i18n.t('create.create', { ns: 'party' })).toBe('Create the party');
    await loadPageTexts();
    expect(i18n.t('create.create', { ns: 'party' })).toBe('पार्टी बनाएँ');
  });
});

describe('the membership pages', () => {
  it('shows the plans in Hindi, with prices in rupees and the plan names as they are', async () => {
    fakeApi(on('GET', '/api/settings/public', { status: 200, body: DEFAULT_SETTINGS }));
    await showLanguage('hi');
    renderInApp(<MembershipPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vastra फ़ैशन मेंबरशिप' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'अपना प्लान चुनें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'यह कैसे काम करता है' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Premium चुनें (प्लान C, ₹599 सालाना)' })).toBeTruthy();
    expect(screen.getByText('सबसे ज़्यादा बचत')).toBeTruthy();
    expect(screen.queryByText(/Choose your plan|How it works|Biggest saving/)).toBeNull();
  });
});

describe('the information pages around the owner’s texts', () => {
  it('shows Contact Us and its form in Hindi, the form’s checks too', async () => {
    fakeApi(on('GET', '/api/settings/public', { status: 200, body: DEFAULT_SETTINGS }));
    await showLanguage('hi');
    renderInApp(<ContactUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'हमसे बात करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम' })).toBeTruthy();
    // The form's code loads after the page's (lazy-forms.tsx): slow to arrive on a busy machine.
    await userEvent.click(await screen.findByRole('button', { name: 'भेजें' }, { timeout: 10_000 }));
    expect((await screen.findAllByText('यह जानकारी ज़रूरी है')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Get In Touch|Contact information|Submit/)).toBeNull();
  });
});
