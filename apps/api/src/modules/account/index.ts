// The account module's public API: other modules import only from here.
export { getProfile } from './profile.ts';
export { accountRoutes } from './routes.ts';
