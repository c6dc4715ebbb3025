import { describe, expect, it } from 'vitest';
import { lateFee } from './late-fee.ts';

const base = { returnDate: '2026-05-10', baseRent: 2000, deposit: 3000, pctPerDay: 20 };

describe('late fee', () => {
  it('costs nothing on time or early', () => {
    expect(lateFee({ ...base, returnedOn: '2026-05-10' })).toEqual({ lateDays: 0, fee: 0 });
    expect(lateFee({ ...base, returnedOn: '2026-05-08' })).toEqual({ lateDays: 0, fee: 0 });
  });

  it('charges the share of the base rent per late day', () => {
    expect(lateFee({ ...base, returnedOn: '2026-05-11' })).toEqual({ lateDays: 1, fee: 400 });
    expect(lateFee({ ...base, returnedOn: '2026-05-13' })).toEqual({ lateDays: 3, fee: 1200 });
    expect(lateFee({ ...base, pctPerDay: 15, baseRent: 999, returnedOn: '2026-05-11' }).fee).toBe(150);
  });

  it('never takes more than the deposit', () => {
    expect(lateFee({ ...base, returnedOn: '2026-05-30' })).toEqual({ lateDays: 20, fee: 3000 });
    expect(lateFee({ ...base, deposit: 0, returnedOn: '2026-05-12' }).fee).toBe(0);
  });

  it('crosses month and year ends by the calendar', () => {
    const fee = lateFee({ ...base, returnDate: '2026-12-31', returnedOn: '2027-01-02' });
    expect(fee).toEqual({ lateDays: 2, fee: 800 });
  });
});
