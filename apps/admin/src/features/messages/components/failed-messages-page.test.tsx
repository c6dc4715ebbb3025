import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FailedMessageList } from '@vastra/shared/schemas';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '@/test/render';
import { FailedMessagesPage } from './failed-messages-page';

const list: FailedMessageList = {
  items: [
    {
      id: '6f1c2a3b-0000-4000-8000-000000000009',
      event: 'order_confirmed',
      channel: 'whatsapp',
      audience: 'customer',
      recipient: '******3210',
      orderId: '6f1c2a3b-0000-4000-8000-000000000001',
      billNo: 'VS1042',
      attempts: 6,
      lastError: 'WhatsApp answered 500',
      failedAt: '2026-11-23T09:00:00Z',
    },
  ],
};

describe('FailedMessagesPage', () => {
  it('lists each failed message with its order, channel, attempts and error, and retries one', async () => {
    const server = fakeFetch([200, list], [200, { status: 'queued' }], [200, { items: [] }]);
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<FailedMessagesPage />);

    const row = (await screen.findByText('Order confirmed')).closest('tr') as HTMLElement;
    expect(within(row).getByText('******3210')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'VS1042' }).getAttribute('href')).toBe(
      '/orders/6f1c2a3b-0000-4000-8000-000000000001',
    );
    expect(within(row).getByText('WhatsApp')).toBeTruthy();
    expect(within(row).getByText('6')).toBeTruthy();
    expect(within(row).getByText('WhatsApp answered 500')).toBeTruthy();
    expect(server.calls[0]?.url).toBe('/api/staff/messages/failed');

    fireEvent.click(within(row).getByRole('button', { name: 'Retry Order confirmed to ******3210' }));
    await waitFor(() => expect(server.calls[1]?.url).toBe(`/api/staff/messages/${list.items[0]!.id}/retry`));
    expect(server.calls[1]?.init?.method).toBe('POST');
    // The list is asked again, and now nothing is failed.
    expect(await screen.findByText('No failed messages')).toBeTruthy();
  });

  it('says so when nothing failed', async () => {
    vi.stubGlobal('fetch', fakeFetch([200, { items: [] }]).fetch);
    renderWithProviders(<FailedMessagesPage />);
    expect(await screen.findByText('No failed messages')).toBeTruthy();
  });
});
