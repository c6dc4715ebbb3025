import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Measurements } from '@vastra/shared/schemas';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { fakeApi, on } from '@/test/fake-api';
import { StillRight } from './still-right';

const now = new Date('2026-11-23T10:00:00Z');
const saved = (updatedAt: string): Measurements => ({
  pantLength: 40,
  pantWaist: 32,
  chest: 38,
  sleeveLength: 25,
  topBust: null,
  topWaist: null,
  topSleeves: null,
  chaniyaLength: null,
  updatedAt,
});

function show(measurements: Measurements | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StillRight saved={measurements} freshMonths={6} now={now} />
    </QueryClientProvider>,
  );
}

describe("'Still right?' before renting", () => {
  it('asks about measurements older than the limit, with their date, and confirming saves them again', async () => {
    session.setToken('token-1');
    const calls = fakeApi(
      on('PUT', '/api/me/measurements', { status: 200, body: saved('2026-11-23T10:00:00Z') }),
      on('GET', '/api/me/measurements', { status: 200, body: saved('2026-11-23T10:00:00Z') }),
    );
    show(saved('2026-04-02T10:00:00Z'));
    const notice = screen.getByTestId('measurements-still-right');
    expect(notice.textContent).toContain('Still right?');
    expect(notice.textContent).toContain('02/04/2026');

    fireEvent.click(screen.getByRole('button', { name: 'Yes, still right' }));
    expect((await screen.findByTestId('measurements-confirmed')).textContent).toContain('up to date');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({});
  });

  it('says nothing about recent measurements or when none were saved', () => {
    show(saved('2026-10-01T10:00:00Z'));
    expect(screen.queryByTestId('measurements-still-right')).toBeNull();
    show(null);
    expect(screen.queryByTestId('measurements-still-right')).toBeNull();
  });
});
