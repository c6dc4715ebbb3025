/**
 * Creates (or updates) a staff member on a real install, e.g. the first owner:
 *   npm run staff:add -- --mobile 98xxxxxxxx --name "Asha Mehta" --role owner
 *   npm run staff:add -- --mobile 98xxxxxxxx --name "Ravi" --role staff --branch KDV --branch GKP
 * It uses the same database settings as the server (DATABASE_URL or DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { openAndMigrate } from '../apps/api/src/bootstrap.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { upsertStaff } from '../apps/api/src/modules/staff/index.ts';

const { values } = parseArgs({
  options: {
    mobile: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'staff' },
    branch: { type: 'string', multiple: true, default: [] },
  },
});
const role = values.role;
if (!values.mobile || !values.name || (role !== 'owner' && role !== 'manager' && role !== 'staff')) {
  console.error(
    'Usage: npm run staff:add -- --mobile 98xxxxxxxx --name "Name" --role owner|manager|staff [--branch CODE ...]',
  );
  process.exit(2);
}
const database = await openAndMigrate(loadEnv());
try {
  const id = await upsertStaff(database.db, {
    mobile: values.mobile,
    name: values.name,
    role,
    branchCodes: values.branch ?? [],
  });
  console.log(
    `Staff member ${values.name} (${role}) is ready: ${id}. They sign in at /admin with a code sent to ${values.mobile}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
