import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DateCalendar from './date-calendar';

const day = (n: number) =>
  screen.getAllByRole('button').find((b) => b.textContent === String(n) && b.closest('td')) as HTMLElement;

const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

// The calendar draws its days with its own day button (record 32: it takes the focus in a layout
// effect); these check that the button still does what react-day-picker's did for a keyboard
// user: the focus follows the arrow keys, a booked day is passed over, and the focused day is
// chosen. (The freeze the button prevents needs a browser's timing: e2e "two months ahead", and
// scripts/dev/calendar-freeze-repro.mts.)
describe('DateCalendar', () => {
  it('moves the focus with the arrow keys and chooses the focused day', () => {
    const chosen: string[] = [];
    render(<DateCalendar value="2026-01-05" onChange={(d) => chosen.push(d)} earliest="2026-01-01" />);
    act(() => day(5).focus());
    press('ArrowRight');
    expect(document.activeElement?.textContent).toBe('6');
    press('ArrowDown');
    expect(document.activeElement?.textContent).toBe('13');
    press('ArrowLeft');
    expect(document.activeElement?.textContent).toBe('12');
    fireEvent.click(document.activeElement as Element);
    expect(chosen).toEqual(['2026-01-12']);
  });

  it('passes over a booked day', () => {
    render(
      <DateCalendar
        value="2026-01-05"
        onChange={() => {}}
        earliest="2026-01-01"
        isUnavailable={(d) => d === '2026-01-06'}
      />,
    );
    act(() => day(5).focus());
    press('ArrowRight');
    expect(document.activeElement?.textContent).toBe('7');
    expect(day(6).hasAttribute('disabled')).toBe(true);
  });
});
