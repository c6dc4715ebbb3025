import { daysBetween, type IsoDate } from './dates.ts';

/**
 * The fee for a piece brought back after its return date: each late day costs a share of the
 * piece's base rent (`pctPerDay` %, rounded to whole rupees), and the whole fee never exceeds
 * the deposit the customer left. Brought back on time or early: no fee.
 * Example: lateFee({ returnDate: '2026-05-10', returnedOn: '2026-05-11', baseRent: 2000,
 * deposit: 3000, pctPerDay: 20 }) → { lateDays: 1, fee: 400 }.
 */
export function lateFee(input: {
  returnDate: IsoDate;
  returnedOn: IsoDate;
  baseRent: number;
  deposit: number;
  pctPerDay: number;
}): { lateDays: number; fee: number } {
  const lateDays = Math.max(0, daysBetween(input.returnDate, input.returnedOn));
  const perDay = Math.round((input.baseRent * input.pctPerDay) / 100);
  const fee = Math.min(Math.max(0, input.deposit), lateDays * perDay);
  return { lateDays, fee };
}
