export * from './catalog.ts';
export * from './common.ts';
export * from './settings.ts';
