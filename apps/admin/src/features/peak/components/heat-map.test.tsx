import { cleanup, render, screen, within } from '@testing-library/react';
import type { PeakRow } from '@vastra/shared/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { HeatMap } from './heat-map';

const dates = ['2026-12-08', '2026-12-09', '2026-12-10'];
const rows: PeakRow[] = [
  {
    branchId: 1,
    branchCode: 'KDV',
    branchName: 'Kandivali',
    categoryId: 3,
    categoryName: 'Sherwani',
    pieces: 4,
    booked: [1, 4, 0],
    share: [25, 100, 0],
  },
];

afterEach(cleanup);

describe('the peak-date heat map', () => {
  it('is a table whose cells say their share, with the whole sentence as a title', () => {
    render(<HeatMap dates={dates} rows={rows} topDates={new Set(['2026-12-09'])} />);
    const table = screen.getByRole('table', { name: /Share of pieces booked or held/ });
    const row = within(table).getByRole('row', { name: /Sherwani · KDV/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['25 %', '100 %', '0 %']);
    expect(cells[1]?.getAttribute('title')).toBe('Sherwani · KDV, 9 Dec: 4 of 4 booked (100 %)');
    expect(cells[1]?.style.background).not.toBe(cells[2]?.style.background);
  });

  it('stars the busiest days in the header', () => {
    render(<HeatMap dates={dates} rows={rows} topDates={new Set(['2026-12-09'])} />);
    const headers = screen.getAllByRole('columnheader').slice(1);
    // What a screen reader hears (the small visible marks are hidden from it).
    expect(headers.map((h) => h.querySelector('.visually-hidden')?.textContent)).toEqual([
      '8 Dec',
      '9 Dec (busiest)',
      '10 Dec',
    ]);
    expect(headers[1]?.textContent).toMatch(/^★/);
    expect(headers[1]?.getAttribute('title')).toBe('Wed 9 Dec, one of the busiest days');
  });
});
