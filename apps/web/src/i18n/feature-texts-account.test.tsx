import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@vastra/shared/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountDetails } from '@/features/account/components/account-details-form';
import { MeasurementsPanel } from '@/features/account/components/measurements-panel';
import { session } from '@/lib/session';
import { fakeApi, on } from '@/test/fake-api';
import { PROFILE as CUSTOMER } from '@/test/fixtures';
import { renderInApp } from '@/test/render';
import { showLanguage } from './index';

/* The account's own pages (namespace `profile`) in Hindi: headings, labels, buttons, the checks. */

afterEach(async () => {
  session.clear();
  await showLanguage('en');
});

const PROFILE: Profile = { ...CUSTOMER, language: 'hi' };

describe('the account pages in Hindi', () => {
  it('shows Account Details in Hindi, the saved values as they are, and the form’s checks in Hindi', async () => {
    session.setToken('token-1');
    fakeApi(on('GET', '/api/me', { status: 200, body: PROFILE }));
    await showLanguage('hi');
    renderInApp(<AccountDetails />);
    expect(screen.getByRole('heading', { level: 1, name: 'खाते का विवरण' })).toBeTruthy();
    const first = await screen.findByLabelText(/पहला नाम/);
    expect((first as HTMLInputElement).value).toBe('Asha');
    expect(screen.getByLabelText(/दूसरा फ़ोन नंबर/)).toBeTruthy();
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'बदलाव सहेजें' }));
    expect(await screen.findByText('यह जानकारी ज़रूरी है')).toBeTruthy();
    expect(screen.queryByText(/Save Changes|First Name|Alternate Phone/)).toBeNull();
  });

  it('shows the measurements in Hindi, each name and the inches too', async () => {
    session.setToken('token-1');
    const measurements = {
      pantLength: 40,
      pantWaist: null,
      chest: 38.5,
      sleeveLength: null,
      topBust: null,
      topWaist: null,
      topSleeves: null,
      chaniyaLength: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    fakeApi(on('GET', '/api/me/measurements', { status: 200, body: measurements }));
    await showLanguage('hi');
    renderInApp(<MeasurementsPanel />);
    expect(screen.getByRole('heading', { level: 1, name: 'नाप' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'पुरुषों का नाप' })).toBeTruthy();
    expect(screen.getByText('पिछली बार 20/11/2026 को सहेजा गया।')).toBeTruthy();
    expect(screen.getByText('छाती')).toBeTruthy();
    expect(screen.getByText('38.5 इंच')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बदलें' })).toBeTruthy();
  });
});
