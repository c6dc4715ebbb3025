import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@vastra/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '@/test/render';
import { SettingsEditor } from './settings-page';

const noHistory: [number, unknown] = [200, { items: [] }];
afterEach(() => vi.unstubAllGlobals());

const advance = () => screen.getByLabelText('Advance on rentals (%)');
const preview = () => screen.getByTestId('policy-preview').textContent ?? '';

describe('SettingsEditor', () => {
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
});
