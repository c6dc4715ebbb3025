import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Enquiry } from '@vastra/shared/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '@/test/render';
import { EnquiriesPage } from './enquiries-page';

afterEach(() => vi.unstubAllGlobals());

const franchise: Enquiry = {
  kind: 'franchise',
  id: 'f1',
  createdAt: '2026-11-20T10:00:00Z',
  name: 'Rohan Mehta',
  contact: '9820011987 · rohan@example.in',
  summary: 'Nashik, Maharashtra',
  details: { Experience: 'Eight years' },
  branchCode: null,
  status: 'new',
  note: '',
  handledBy: null,
  handledAt: null,
};
const page = (items: Enquiry[]) => ({ items, total: items.length, page: 1, pageSize: 50 });

describe('EnquiriesPage', () => {
  it('lists enquiries and asks the server again by kind', async () => {
    const server = fakeFetch([200, page([franchise])], [200, page([])]);
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<EnquiriesPage />);
    expect(await screen.findByText('Rohan Mehta')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Franchise application' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'fit_check' } });
    await waitFor(() => expect(server.calls[1]?.url).toContain('kind=fit_check'));
  });

  it('saves a new status and notes for an enquiry', async () => {
    const handled = { ...franchise, status: 'in_progress', note: 'Call on Monday', handledBy: 'Asha Mehta' };
    const server = fakeFetch([200, page([franchise])], [200, handled], [200, page([handled as Enquiry])]);
    vi.stubGlobal('fetch', server.fetch);
    renderWithProviders(<EnquiriesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'in_progress' } });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Call on Monday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls[1]?.init?.method).toBe('PATCH'));
    expect(server.calls[1]?.url).toBe('/api/staff/enquiries/franchise/f1');
    expect(JSON.parse(String(server.calls[1]?.init?.body))).toEqual({
      status: 'in_progress',
      note: 'Call on Monday',
    });
  });
});
