import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PincodeInfo } from '@vastra/shared/schemas';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, on } from '@/test/fake-api';
import { DELHI_NOT_SERVED } from '@/test/fixtures';
import { locationStore } from '../location-store';
import { PincodeDialog } from './pincode-dialog';

const ahmedabadOnly: PincodeInfo = DELHI_NOT_SERVED;

describe('the header’s delivery pincode', () => {
  it('refuses a pincode no branch delivers to, and keeps the earlier choice', async () => {
    fakeApi(on('GET', '/api/pincodes/110001', { status: 200, body: ahmedabadOnly }));
    const onOpenChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PincodeDialog open onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    );
    fireEvent.input(await screen.findByLabelText('Pincode'), { target: { value: '110001' } });
    expect((await screen.findByText(/^Service Not Available/)).textContent).toContain('pick the piece up');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(/^Service Not Available/)).toBeTruthy());
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(locationStore.get().pincode).toBeNull();
  });
});
