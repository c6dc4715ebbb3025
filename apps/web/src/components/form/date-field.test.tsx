import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';

function Field(props: { format?: 'long' | 'short'; validate?: (date: string) => string | null }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <DateField
        label="Event date"
        calendarHint="Choose the day of your event."
        value={value}
        onChange={setValue}
        earliest="2026-01-01"
        format={props.format}
        validate={props.validate}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Event date');

describe('DateField', () => {
  it('takes a whole dd/mm/yyyy date as soon as it is typed', () => {
    render(<Field />);
    fireEvent.input(input(), { target: { value: '09/12/2026' } });
    expect(screen.getByRole('status').textContent).toBe('2026-12-09');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a day that does not exist, with the format to use', () => {
    render(<Field />);
    fireEvent.input(input(), { target: { value: '32/01/2026' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter the date as dd/mm/yyyy.');
    expect(screen.getByRole('status').textContent).toBe('none');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for dd/mm/yyyy when a partial date is left', () => {
    render(<Field />);
    fireEvent.input(input(), { target: { value: '9/12/26' } });
    fireEvent.blur(input());
    expect(screen.getByRole('alert').textContent).toBe('Please enter the date as dd/mm/yyyy.');
  });

  it("shows the page's own refusal of a typed date", () => {
    const validate = vi.fn(() => 'Please choose a date at least 2 days from today.');
    render(<Field validate={validate} />);
    fireEvent.input(input(), { target: { value: '02/01/2026' } });
    expect(validate).toHaveBeenCalledWith('2026-01-02');
    expect(screen.getByRole('alert').textContent).toBe('Please choose a date at least 2 days from today.');
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  it('reads dd/mm/yy in the short format', () => {
    render(<Field format="short" />);
    expect(input().getAttribute('placeholder')).toBe('dd/mm/yy');
    fireEvent.input(input(), { target: { value: '09/12/26' } });
    expect(screen.getByRole('status').textContent).toBe('2026-12-09');
  });
});
