// @vitest-environment node
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The import-boundary rules of `npm run lint`, run over a tiny made-up shop: a web feature that
 * reaches into another feature's api/ folder, an API module that reaches into another module's
 * gateway, a routes file that imports drizzle-orm and the database schema, and two files that
 * import each other. Each must be refused; the imports through index.ts, and a module's queries.ts
 * using drizzle, must pass.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;
const fixture = fileURLToPath(new URL('./fixtures/boundaries', import.meta.url));

async function violationsIn(dir: string): Promise<string[]> {
  const { tsConfig: _ignored, ...options } = config.options ?? {};
  const result = await cruise(['apps'], {
    ...options,
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  // A package is named as imported, wherever node_modules happens to sit.
  const target = (to: string) => to.replace(/^(\.\.\/)*node_modules\/([^/]+)\/.*$/, '$2');
  return result.output.summary.violations.map(
    (v: IViolation) => `${v.rule.name}: ${v.from} → ${target(v.to)}`,
  );
}

describe('import boundaries', () => {
  it('refuses deep imports across features and modules, and import cycles; allows index.ts', async () => {
    const violations = await violationsIn(fixture);
    expect(violations.sort()).toEqual(
      [
        'api-module-insides: apps/api/src/modules/orders/service.ts → apps/api/src/modules/payments/gateway.ts',
        'api-routes-no-sql: apps/api/src/modules/orders/payment-routes.ts → apps/api/src/db/schema/index.ts',
        'api-routes-no-sql: apps/api/src/modules/orders/payment-routes.ts → drizzle-orm',
        'no-cycles: apps/web/src/lib/ring-a.ts → apps/web/src/lib/ring-b.ts',
        'web-feature-insides: apps/web/src/features/cart/components/cart-page.ts → apps/web/src/features/wishlist/api/toggle-wishlist.ts',
      ].sort(),
    );
  }, 60_000);
});
