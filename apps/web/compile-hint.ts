/**
 * V8's explicit compile hint (record 52), the first line of each file of a page's first load:
 * written by the build (vite.config.ts), checked by `npm run check:first-load`.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
