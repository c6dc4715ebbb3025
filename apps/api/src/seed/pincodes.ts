import type { Db } from '../db/client.ts';

/** The India Post pincode directory. */
export async function seedPincodes(_db: Db): Promise<void> {}
