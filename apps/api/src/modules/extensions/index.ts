// The rental extensions module's public API: other modules import only from here.
// Importing it registers how an extension's payment settles.
import './settle-extension.ts';

export { lapseExtensionsJob } from './jobs.ts';
export { extensionRoutes } from './routes.ts';
