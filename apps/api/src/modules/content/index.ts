// The content module's public API: other modules import only from here.
export { saveBlog } from './blogs.ts';
export { contentRoutes } from './routes.ts';
