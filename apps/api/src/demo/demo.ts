import type { Db } from '../db/client.ts';
import { seedPincodes } from '../modules/location/index.ts';
import { seedBlogs } from './blogs.ts';
import { seedCatalog } from './catalog.ts';
import { seedKits } from './kits.ts';
import { seedStaff } from './staff.ts';

/**
 * Loads reference data and the demo shop. Each part checks for itself whether it is already
 * there, so this is safe at every start and from several processes.
 */
export async function seedDemoIfEmpty(db: Db): Promise<void> {
  await seedPincodes(db);
  await seedCatalog(db);
  await seedKits(db);
  await seedBlogs(db);
  await seedStaff(db);
}
