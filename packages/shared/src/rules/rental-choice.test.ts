import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../schemas/settings.ts';
import { rentalDateProblem, rentalSizes } from './rental-choice.ts';

const ctx = { today: '2026-12-01', rules: DEFAULT_SETTINGS.rental };

describe('rentalDateProblem', () => {
  it('accepts an event late enough with a period on offer, or the default period', () => {
    expect(rentalDateProblem({ eventDate: '2026-12-20', period: 6 }, ctx)).toBeNull();
    expect(rentalDateProblem({ eventDate: '2026-12-20' }, ctx)).toBeNull();
  });

  it('asks for an event date first', () => {
    expect(rentalDateProblem({ period: 4 }, ctx)).toEqual({
      field: 'eventDate',
      message: 'Please select an event date and rental period.',
    });
  });

  it('refuses a period not on offer, naming those that are', () => {
    expect(rentalDateProblem({ eventDate: '2026-12-20', period: 5 }, ctx)).toEqual({
      field: 'period',
      message: 'Rental period must be one of 4, 6, 8, 10 days',
      hint: 'Choose 4, 6, 8, 10 days',
    });
  });

  it('refuses an event too soon, naming the last refused day', () => {
    const problem = rentalDateProblem({ eventDate: '2026-12-02', period: 4 }, ctx);
    expect(problem?.field).toBe('eventDate');
    expect(problem?.message).toMatch(/^Please select a date after \d{2}\/12\/2026$/);
  });
});

describe('rentalSizes', () => {
  it("names every missing measurement of the piece's group", () => {
    const { problem } = rentalSizes({ grp: 1, isAccessory: false }, { chest: 38 });
    expect(problem?.field).toBe('measurements');
    expect(problem && 'missing' in problem ? problem.missing : []).toEqual(
      expect.arrayContaining(['pantLength', 'pantWaist', 'sleeveLength']),
    );
  });

  it('fills gaps from saved measurements and asks nothing of an accessory', () => {
    const saved = { pantLength: 40, pantWaist: 32, sleeveLength: 25 };
    expect(rentalSizes({ grp: 1, isAccessory: false }, { chest: 38 }, saved).problem).toBeNull();
    expect(rentalSizes({ grp: 2, isAccessory: true }, {}).problem).toBeNull();
  });
});
