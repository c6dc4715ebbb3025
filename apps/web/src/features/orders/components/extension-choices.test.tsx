import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExtensionChoices } from './extension-choices';

const line = {
  lineId: 'line-1',
  productCode: 'SH101',
  productName: 'Ivory sherwani',
  returnDate: '2026-12-12',
  period: 4,
  options: [
    { days: 2, returnDate: '2026-12-14', amount: 250, available: true },
    { days: 4, returnDate: '2026-12-16', amount: 500, available: true },
    { days: 6, returnDate: '2026-12-18', amount: 750, available: false },
  ],
};

describe('the extend rental choices', () => {
  it('shows each choice with its return date and price, and a booked one cannot be chosen', () => {
    const onChoose = vi.fn();
    render(<ExtensionChoices line={line} chosen={null} onChoose={onChoose} />);
    expect(screen.getByTestId('extend-2').textContent).toBe('2 more days · return on 14/12/2026 · ₹250');
    expect(screen.getByTestId('extend-6').textContent).toContain('not available');
    const six = screen.getByRole<HTMLInputElement>('radio', { name: /6 more days/ });
    expect(six.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /4 more days/ }));
    expect(onChoose).toHaveBeenCalledWith(4);
  });
});
