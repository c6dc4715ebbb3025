export * from './rules/index.ts';
export * from './schemas/index.ts';
