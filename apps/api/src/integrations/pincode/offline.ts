import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pincodeOffices } from '../../db/schema/index.ts';
import type { PincodeDirectory } from './directory.ts';
import { displayArea, uniqueAreas } from './names.ts';

/**
 * Head offices first, then sub offices, then branch offices: the head or sub office usually
 * names the locality ('Mumbai GPO' for 400001), branch offices are its villages.
 */
const TYPE_RANK: Record<string, number> = { HO: 0, PO: 1, BO: 2 };

/** The India Post directory loaded into the database by seedPincodes (the default directory). */
export class OfflinePincodeDirectory implements PincodeDirectory {
  constructor(private readonly db: Db) {}

  async lookup(pincode: string) {
    const rows = await this.db
      .select({
        name: pincodeOffices.officeName,
        type: pincodeOffices.officeType,
        district: pincodeOffices.district,
        state: pincodeOffices.state,
      })
      .from(pincodeOffices)
      .where(eq(pincodeOffices.pincode, pincode))
      .orderBy(asc(pincodeOffices.id));
    if (rows.length === 0) return null;
    // Rows come in the file's order (by name); the sort is stable, so names stay ordered per type.
    const ranked = rows.sort((a, b) => (TYPE_RANK[a.type] ?? 3) - (TYPE_RANK[b.type] ?? 3));
    return { areas: uniqueAreas(ranked.map(displayArea)) };
  }
}
