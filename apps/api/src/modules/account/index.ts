// The account module's public API: other modules import only from here.
export type { DocumentDeps } from './documents.ts';
export { readDocumentFile } from './documents.ts';
export { getMeasurements, getProfile } from './profile.ts';
export { accountRoutes } from './routes.ts';
