// The parties module's public API: other modules import only from here.
export { partyRoutes } from './routes.ts';
