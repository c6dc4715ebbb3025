/**
 * Import boundaries of the shop's code, checked by `npm run lint` (npm run lint:deps).
 * - A web feature (apps/web/src/features/<name>/) is used by other features only through its
 *   index.ts; its api/, components/, hooks/ and lib/ are its own business.
 * - An API module (apps/api/src/modules/<name>/) is used by other modules only through its index.ts.
 * - An API module's routes files (routes.ts, *-routes.ts) hold the HTTP schema and one call into the
 *   module's steps: they import neither drizzle-orm nor the database schema, so no SQL lives there.
 * - No import cycles anywhere in the source.
 * The rules are written for any folder name, so a new feature or module is covered the day it appears.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-insides',
      comment:
        'A feature imports another feature only through that feature’s index.ts (its public API). ' +
        'Export what you need from the other feature’s index.ts, or move the shared part to components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/.+',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'api-module-insides',
      comment:
        'An API module imports another module only through that module’s index.ts (its public API). ' +
        'Export what you need from the other module’s index.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/.+',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-routes-no-sql',
      comment:
        'A routes file states the HTTP schema and calls one step of its module; queries belong in the ' +
        'module’s step files or its queries.ts, so routes import neither drizzle-orm nor the database schema.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/[^/]*routes\\.ts$' },
      to: { path: ['(^|/)node_modules/drizzle-orm/', '^drizzle-orm(/|$)', '^apps/api/src/db/schema/'] },
    },
    {
      name: 'no-cycles',
      comment:
        'Modules that import each other (directly or around a ring) cannot be understood or loaded one at a time.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not excluded (only not followed), so that a rule can name a package.
    exclude: { path: '(^|/)(dist|db/migrations)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.lint.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
