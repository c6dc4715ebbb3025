import type { Db } from '../db/client.ts';

/** The shop's blog posts. */
export async function seedBlogs(_db: Db): Promise<void> {}
