// The system module's public API: other modules import only from here.
export { systemRoutes } from './routes.ts';
export { ensureSettings, getSettings, updateSettings } from './settings.ts';
export { staffSettingsRoutes } from './staff-settings-routes.ts';
