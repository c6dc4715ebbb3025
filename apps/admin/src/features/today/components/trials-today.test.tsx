import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffTrial } from '@vastra/shared/schemas';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '@/test/render';
import { TrialsToday } from './trials-today';

const trial: StaffTrial = {
  id: 'trial-1',
  productId: 12,
  productCode: 'LHG12',
  productName: 'Red Bridal Lehenga',
  branchCode: 'KDV',
  branchName: 'Kandivali',
  date: '2026-12-10',
  time: '11:30',
  status: 'booked',
  createdAt: '2026-12-01T10:00:00.000Z',
  customerName: 'Priya Nair',
  customerMobile: '9876543210',
  markedBy: null,
};

describe('TrialsToday', () => {
  it("lists the branch's trials by time and marks a no-show", async () => {
    const fake = fakeFetch(
      [200, { date: '2026-12-10', items: [trial] }],
      [200, { ...trial, status: 'no_show', markedBy: 'Ravi Patel' }],
      [200, { date: '2026-12-10', items: [{ ...trial, status: 'no_show', markedBy: 'Ravi Patel' }] }],
    );
    vi.stubGlobal('fetch', fake.fetch);
    renderWithProviders(<TrialsToday branchId={7} />);

    const region = await screen.findByRole('region', { name: 'Trials today' });
    const row = await within(region).findByTestId('trial-today');
    expect(row.textContent).toContain('11:30');
    expect(row.textContent).toContain('Priya Nair');
    expect(fake.calls[0]?.url).toContain('/api/staff/trials?branch=7');

    fireEvent.click(within(row).getByRole('button', { name: 'No-show' }));
    await waitFor(() => expect(within(region).getByText(/No-show by Ravi Patel/)).toBeTruthy());
    expect(fake.calls[1]?.url).toContain('/api/staff/trials/trial-1/outcome');
    expect(JSON.parse(String(fake.calls[1]?.init?.body))).toEqual({ outcome: 'no_show' });
    expect(within(region).queryByRole('button', { name: 'Attended' })).toBeNull();
  });
});
