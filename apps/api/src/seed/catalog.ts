import type { Db } from '../db/client.ts';

/** Branches, categories, sizes, demo products and bookings. */
export async function seedCatalog(_db: Db): Promise<void> {}
