// The kits module's public API: other modules import only from here.
export { assertKitFree, bookKitLine, type KitPartBooking } from './book-kit.ts';
export { chosenKitParts } from './kit-choice.ts';
export { activeKitByCode, isLivePiece, kitRecords } from './kit-data.ts';
export { kitRoutes } from './routes.ts';
export { kitStaffRoutes } from './staff-routes.ts';
