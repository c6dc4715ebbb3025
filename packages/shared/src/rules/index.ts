export * from './booking.ts';
export * from './cancellation.ts';
export * from './dates.ts';
export * from './format.ts';
export * from './lifecycle.ts';
export * from './money.ts';
export * from './rental.ts';
export * from './rental-choice.ts';
