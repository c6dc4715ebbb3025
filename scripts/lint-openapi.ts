// `npm run lint:openapi`: writes the API's OpenAPI document (as GET /api/docs/json serves it) to
// .tmp/openapi.json and lints it with Redocly's recommended rules. Any error or warning fails.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../apps/api/src/plugins/openapi-document.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, '.tmp', 'openapi.json');
const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

const started = Date.now();
const document = await buildOpenApiDocument({ PUBLIC_URL: 'https://vastra.example' });
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);

const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const lint = (format: string) =>
  spawnSync(process.execPath, [cli, 'lint', '--extends=recommended', `--format=${format}`, file], {
    env,
    encoding: 'utf8',
  });

const run = lint('json');
let totals: { errors: number; warnings: number } | undefined;
try {
  totals = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))).totals;
} catch {
  totals = undefined;
}
const operations = Object.values(document.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (totals && totals.errors === 0 && totals.warnings === 0) {
  console.log(`OpenAPI: ${operations} operations, 0 errors, 0 warnings (Redocly recommended, ${seconds}s)`);
} else {
  // Show the problems the readable way, with their places in .tmp/openapi.json.
  const readable = lint('stylish');
  process.stdout.write(readable.stdout);
  process.stderr.write(readable.stderr || run.stderr);
  console.error(
    totals
      ? `OpenAPI: ${totals.errors} errors, ${totals.warnings} warnings in ${file}`
      : `OpenAPI: Redocly did not run (exit ${run.status})`,
  );
  process.exit(1);
}
