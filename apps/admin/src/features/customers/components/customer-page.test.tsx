import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StaffCustomer, StaffRole } from '@vastra/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '@/test/render';
import { CustomerPage } from './customer-page';

afterEach(() => vi.unstubAllGlobals());

const customer: StaffCustomer = {
  id: 'c1',
  name: 'Kavya Iyer',
  mobile: '9876543210',
  email: 'kavya@example.in',
  city: 'Mumbai',
  createdAt: '2026-10-01T10:00:00Z',
  branchCode: 'KDV',
  orders: [
    {
      id: 'o1',
      billNo: 'VST-1001',
      status: 'confirmed',
      branchCode: 'KDV',
      total: 4200,
      createdAt: '2026-11-01T10:00:00Z',
    },
  ],
  measurements: {
    pantLength: 40,
    pantWaist: 32,
    chest: 38,
    sleeveLength: 25,
    topBust: null,
    topWaist: null,
    topSleeves: null,
    chaniyaLength: null,
    updatedAt: '2026-11-01T10:00:00Z',
  },
  documents: [{ id: 'd1', type: 'Aadhar Card', createdAt: '2026-11-01T10:00:00Z', orderId: 'o1' }],
  relationshipManager: null,
  managerChoices: [{ id: 's2', name: 'Ravi Shah', mobile: '9000000002' }],
};
const credit = { balance: 0, grants: [], history: [] };
/** The signed-in member's role, as the route passes it. */
const as = (role: StaffRole) => ({ role });

describe('CustomerPage', () => {
  it("shows the customer's orders, measurements and documents; a manager assigns the relationship manager", async () => {
    const assigned = { ...customer, relationshipManager: customer.managerChoices[0] };
    const server = fakeFetch([200, customer], [200, credit], [200, assigned]);
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<CustomerPage customerId="c1" {...as('manager')} />);
    expect(await screen.findByRole('heading', { name: 'Kavya Iyer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'VST-1001' })).toBeTruthy();
    expect(screen.getByText('Chest:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Aadhar Card' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Relationship manager'), { target: { value: 's2' } });
    await waitFor(() => expect(server.calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = server.calls.find((c) => c.init?.method === 'PUT');
    expect(put?.url).toBe('/api/staff/customers/c1/relationship-manager');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ staffId: 's2' });
  });

  it('shows staff the relationship manager without a way to change it', async () => {
    const server = fakeFetch([200, customer], [200, credit]);
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<CustomerPage customerId="c1" {...as('staff')} />);
    expect(await screen.findByText(/Relationship manager: the branch/)).toBeTruthy();
    expect(screen.queryByLabelText('Relationship manager')).toBeNull();
  });
});
