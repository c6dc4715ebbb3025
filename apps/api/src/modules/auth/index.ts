// The auth module's public API: other modules import only from here.
export { authRoutes } from './routes.ts';
