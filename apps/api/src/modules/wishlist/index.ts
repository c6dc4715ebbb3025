// The wishlist module's public API: other modules import only from here.
export { wishlistRoutes } from './routes.ts';
