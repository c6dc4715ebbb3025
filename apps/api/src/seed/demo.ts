import type { Db } from '../db/client.ts';

/** Loads the demo shop when the catalogue is empty. */
export async function seedDemoIfEmpty(_db: Db): Promise<void> {}
