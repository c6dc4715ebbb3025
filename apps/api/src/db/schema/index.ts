export * from './booking.ts';
export * from './catalog.ts';
export * from './commerce.ts';
export * from './content.ts';
export * from './customers.ts';
export * from './lifecycle.ts';
export * from './staff.ts';
export * from './system.ts';
