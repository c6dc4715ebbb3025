import { fireEvent, render, screen } from '@testing-library/react';
import type { Sort } from '@vastra/shared/schemas';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SortSelect } from './sort-select';

function Listing() {
  const [sort, setSort] = useState<Sort>('latest');
  return (
    <>
      <SortSelect id="sort" value={sort} onChange={setSort} />
      <output>{sort}</output>
    </>
  );
}

describe('SortSelect', () => {
  it('offers every order by its label, shows the one in force and reports a new choice', () => {
    render(<Listing />);
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Latest',
      'Price: Low to High',
      'Price: High to Low',
      'Best Selling',
      'Discounted',
    ]);
    expect(select.value).toBe('latest');
    fireEvent.change(select, { target: { value: 'highToLow' } });
    expect(screen.getByRole('status').textContent).toBe('highToLow');
    expect(select.value).toBe('highToLow');
  });
});
