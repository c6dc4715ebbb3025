import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staffSession } from '@/lib/staff-session';
import { fakeFetch, renderWithProviders } from '@/test/render';
import { SignInForm } from './sign-in-form';

const owner = { id: 's1', name: 'Asha Mehta', mobile: '9000000001', role: 'owner', branchIds: 'all' };

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe('SignInForm', () => {
  it('refuses a short mobile number without calling the server', async () => {
    const server = fakeFetch();
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<SignInForm onSignedIn={() => {}} />);
    type('Mobile number', '98765');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/10 digits/);
    expect(server.calls).toHaveLength(0);
    expect(screen.queryByLabelText('OTP', { exact: false })).toBeNull();
  });

  it('sends the OTP, then signs in with the code and keeps the staff token under its own key', async () => {
    const server = fakeFetch(
      [200, { message: 'OTP sent' }],
      [200, { token: 'staff-token', staff: owner, expiresAt: '2026-11-23T23:00:00Z' }],
    );
    vi.stubGlobal('fetch', server.fetch);
    localStorage.setItem('vastra.token', 'customer-token');
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);

    type('Mobile number', '9000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    const otp = await screen.findByLabelText('OTP', { exact: false });
    expect(server.calls[0]?.url).toBe('/api/auth/otp');
    expect(JSON.parse(String(server.calls[0]?.init?.body))).toEqual({ mobile: '9000000001' });

    fireEvent.change(otp, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(server.calls[1]?.url).toBe('/api/staff/auth/verify');
    expect(JSON.parse(String(server.calls[1]?.init?.body))).toEqual({ mobile: '9000000001', otp: '123456' });
    expect(staffSession.getToken()).toBe('staff-token');
    expect(localStorage.getItem('vastra.staff.token')).toBe('staff-token');
    expect(localStorage.getItem('vastra.token')).toBe('customer-token');
    staffSession.clear();
  });

  it("shows the server's refusal of a wrong code and stays signed out", async () => {
    const server = fakeFetch(
      [200, { message: 'OTP sent' }],
      [
        400,
        {
          error: {
            code: 'VALIDATION',
            message: 'Invalid OTP. Please try again.',
            fields: { otp: 'Invalid OTP. Please try again.' },
          },
        },
      ],
    );
    vi.stubGlobal('fetch', server.fetch);
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    type('Mobile number', '9000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await screen.findByLabelText('OTP', { exact: false }), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP. Please try again.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(staffSession.getToken()).toBeNull();
  });
});
