import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@vastra/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '@/test/render';
import { SettingsEditor } from './settings-page';

const noHistory: [number, unknown] = [200, { items: [] }];
afterEach(() => vi.unstubAllGlobals());

const advance = () => screen.getByLabelText('Advance on rentals (%)');
const preview = () => screen.getByTestId('policy-preview').textContent ?? '';

// The whole editor (every setting and a page's wording) renders in jsdom on a shared machine.
describe('SettingsEditor', { timeout: 30_000 }, () => {
  it('refuses a negative advance with the shared rule and sends nothing', async () => {
    const server = fakeFetch(noHistory);
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<SettingsEditor initial={structuredClone(DEFAULT_SETTINGS)} />);
    fireEvent.change(advance(), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent).join(' ')).toMatch(/between 0 and 100/);
    expect(advance().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(server.calls.filter((c) => c.init?.method === 'PUT')).toHaveLength(0));
    // The preview keeps the last valid figure.
    expect(preview()).toMatch(/25% of the order total/);
  });

  it('previews the new advance in the cancellation policy and saves the whole record', async () => {
    const saved = { value: { ...DEFAULT_SETTINGS, advance: { rentPct: 30, buyPct: 10 } }, updatedAt: 'v2' };
    const server = fakeFetch(noHistory, [200, saved], noHistory, [200, saved]);
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<SettingsEditor initial={structuredClone(DEFAULT_SETTINGS)} />);
    fireEvent.change(advance(), { target: { value: '30' } });
    expect(preview()).toMatch(/30% of the order total/);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = server.calls.find((c) => c.init?.method === 'PUT');
    expect(put?.url).toBe('/api/staff/settings');
    const body = JSON.parse(String(put?.init?.body));
    expect(body.advance).toEqual({ rentPct: 30, buyPct: 10 });
    expect(body.lifecycle.rateCard).toEqual(DEFAULT_SETTINGS.lifecycle.rateCard);
  });

  it('edits how old measurements may be and the wedding-party discounts, and saves them', async () => {
    const server = fakeFetch(noHistory, [200, { value: DEFAULT_SETTINGS, updatedAt: 'v2' }], noHistory);
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<SettingsEditor initial={structuredClone(DEFAULT_SETTINGS)} />);
    fireEvent.change(screen.getByLabelText('Ask "Still right?" after (months)'), { target: { value: '3' } });
    const tiers = screen.getAllByLabelText('Party discount on rent (%)');
    expect(tiers).toHaveLength(DEFAULT_SETTINGS.party.discounts.length);
    fireEvent.change(tiers[1]!, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const body = JSON.parse(String(server.calls.find((c) => c.init?.method === 'PUT')?.init?.body));
    expect(body.measurements).toEqual({ freshMonths: 3 });
    expect(body.party.discounts[1]).toEqual({
      minMembers: DEFAULT_SETTINGS.party.discounts[1]!.minMembers,
      pct: 12,
    });
  });

  it('shows the server refusal next to the setting it names', async () => {
    const refusal = {
      error: {
        code: 'VALIDATION',
        message: 'There is no such setting',
        fields: { 'delivery.radiusKm': 'Too far' },
      },
    };
    const server = fakeFetch(noHistory, [400, refusal]);
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<SettingsEditor initial={structuredClone(DEFAULT_SETTINGS)} />);
    fireEvent.change(screen.getByLabelText('Delivery radius (km)'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Delivery radius (km)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Too far')).toBeTruthy();
  });

  it('edits the cancellation wording with a live figure, previews it, and saves it with the settings', async () => {
    const server = fakeFetch(noHistory, [200, { value: DEFAULT_SETTINGS, updatedAt: 'v2' }], noHistory);
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<SettingsEditor initial={structuredClone(DEFAULT_SETTINGS)} />);
    const paragraph = () => screen.getByLabelText('Section 1, paragraph 1');
    expect((paragraph() as HTMLTextAreaElement).value).toMatch(/\{advancePercent\}% of the order total/);
    fireEvent.change(paragraph(), { target: { value: 'Pay {advancePct}% now.' } });
    expect(screen.getAllByText(/\{advancePct\} is not a figure the shop knows/).length).toBeGreaterThan(0);
    expect(paragraph().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(paragraph(), { target: { value: 'Pay {advancePercent}% now, the rest later.' } });
    fireEvent.change(advance(), { target: { value: '30' } });
    expect(preview()).toMatch(/Pay 30% now, the rest later\./);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = server.calls.find((c) => c.init?.method === 'PUT');
    const body = JSON.parse(String(put?.init?.body));
    expect(body.texts.cancellation.sections[0].blocks[0]).toBe('Pay {advancePercent}% now, the rest later.');
    expect(body.texts.return).toBeUndefined();
  });

  it('adds an FAQ question and resets a page to the default wording', async () => {
    vi.stubGlobal('fetch', fakeFetch(noHistory).fetch);
    renderWithProviders(<SettingsEditor initial={structuredClone(DEFAULT_SETTINGS)} />);
    fireEvent.change(screen.getByLabelText('Page to edit'), { target: { value: 'faqs' } });
    const reset = () => screen.getByRole('button', { name: 'Reset to default wording' }) as HTMLButtonElement;
    expect(reset().disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Add a question' })[0] as HTMLElement);
    fireEvent.change(screen.getByLabelText('Group 1, question 7'), {
      target: { value: 'Do you rent jewellery?' },
    });
    fireEvent.change(screen.getByLabelText('Group 1, answer 7, paragraph 1'), {
      target: { value: 'Not yet; ask your branch.' },
    });
    expect(preview()).toMatch(/Renting an outfit: Do you rent jewellery\?Not yet; ask your branch\./);
    fireEvent.click(screen.getByRole('button', { name: 'Move group 1, question 7 up' }));
    expect(preview().indexOf('Do you rent jewellery?')).toBeLessThan(preview().indexOf('Something else?'));
    expect(reset().disabled).toBe(false);
    fireEvent.click(reset());
    expect(preview()).not.toMatch(/jewellery/);
  });

  it('gives a branch trial hours of its own from an empty list and saves them', async () => {
    const server = fakeFetch(noHistory, [200, { value: DEFAULT_SETTINGS, updatedAt: 'v2' }], noHistory);
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<SettingsEditor initial={structuredClone(DEFAULT_SETTINGS)} />);
    const group = screen.getByRole('group', { name: 'Branch hours' });
    fireEvent.click(within(group).getByRole('button', { name: 'Add an entry' }));
    fireEvent.change(screen.getByLabelText('Branch code (KDV)'), { target: { value: 'kdv' } });
    fireEvent.change(screen.getByLabelText('Its first trial slot starts at (HH:MM)'), {
      target: { value: '14:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const body = JSON.parse(String(server.calls.find((c) => c.init?.method === 'PUT')?.init?.body));
    expect(body.trials.branches).toEqual([{ branchCode: 'KDV', opens: '14:00', closes: '20:00' }]);
  });
});
