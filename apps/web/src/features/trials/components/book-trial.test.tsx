import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { addDays, todayInIndia } from '@vastra/shared/rules';
import type { TrialSlots } from '@vastra/shared/schemas';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { fakeApi, on } from '@/test/fake-api';
import { trialSlots } from '@/test/fixtures';
import { BookTrial } from './book-trial';

const day = addDays(todayInIndia(), 5);
const slots = (free: string[]): TrialSlots => trialSlots(day, free);

function renderBox() {
  session.setToken('token-1');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/product/x/LHG12', element: <BookTrial code="LHG12" branchName="Kandivali" /> }],
    { initialEntries: ['/product/x/LHG12'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Book a trial', () => {
  it('offers the free slots, and when one was taken meanwhile says so and offers the rest again', async () => {
    let taken = false;
    const calls = fakeApi(
      (req) =>
        req.method === 'GET' && req.url.pathname === '/api/products/LHG12/trial-slots'
          ? { status: 200, body: slots(taken ? ['12:30'] : ['12:00', '12:30']) }
          : undefined,
      (req) => {
        if (req.method !== 'POST' || req.url.pathname !== '/api/account/trials') return undefined;
        taken = true;
        return {
          status: 409,
          body: {
            error: {
              code: 'CONFLICT',
              message: 'Someone has just booked that trial slot. Please pick another time.',
            },
          },
        };
      },
      on('GET', '/api/me', { status: 200, body: {} }),
    );
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Book a trial' }));
    fireEvent.input(await screen.findByLabelText('Day of the trial'), { target: { value: day } });
    const group = await screen.findByRole('group', { name: 'Free trial slots' });
    fireEvent.click(within(group).getByRole('button', { name: '12:00' }));
    fireEvent.click(screen.getByRole('button', { name: /Book the trial at 12:00/ }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Someone has just booked that trial slot. Please pick another time.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      productCode: 'LHG12',
      date: day,
      time: '12:00',
    });
    await screen.findByText('12:30');
    expect(
      within(screen.getByRole('group', { name: 'Free trial slots' })).queryByRole('button', {
        name: '12:00',
      }),
    ).toBeNull();
  });
});
