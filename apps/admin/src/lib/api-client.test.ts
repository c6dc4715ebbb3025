import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/test/render';
import { StaffApiError, staffApi } from './api-client';
import { staffSession } from './staff-session';

describe('the back office API client', () => {
  it('sends the staff token and ends the staff session on a 401', async () => {
    const server = fakeFetch(
      [200, { id: 's1' }],
      [401, { error: { code: 'UNAUTHENTICATED', message: 'Please sign in' } }],
    );
    vi.stubGlobal('fetch', server.fetch);
    staffSession.setToken('staff-token');
    await staffApi.get('/api/staff/me');
    expect(new Headers(server.calls[0]?.init?.headers).get('authorization')).toBe('Bearer staff-token');
    await expect(staffApi.get('/api/staff/me')).rejects.toBeInstanceOf(StaffApiError);
    expect(staffSession.getToken()).toBeNull();
    expect(localStorage.getItem('vastra.staff.token')).toBeNull();
  });

  it('keeps the session on a 403 and gives the server message', async () => {
    const server = fakeFetch([403, { error: { code: 'FORBIDDEN', message: 'Only an owner may do this.' } }]);
    vi.stubGlobal('fetch', server.fetch);
    staffSession.setToken('staff-token');
    await expect(staffApi.post('/api/staff/members', { name: 'x' })).rejects.toMatchObject({
      status: 403,
      message: 'Only an owner may do this.',
    });
    expect(staffSession.getToken()).toBe('staff-token');
    staffSession.clear();
  });
});
