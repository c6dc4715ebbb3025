// The system module's public API: other modules import only from here.
export { systemRoutes } from './routes.ts';
export {
  currentVersion as currentSettingsVersion,
  ensureSettings,
  getSettings,
  readSettings,
  updateSettings,
} from './settings.ts';
