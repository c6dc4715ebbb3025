import type { Db } from '../db/client.ts';
import { upsertStaff } from '../modules/staff/index.ts';

/** The demo shop's staff: they sign in at /admin with a code from the development SMS outbox. */
const DEMO_STAFF = [
  { mobile: '9000000001', name: 'Asha Mehta', role: 'owner', branchCodes: [] },
  { mobile: '9000000002', name: 'Ravi Patel', role: 'staff', branchCodes: ['KDV', 'GKP'] },
  { mobile: '9000000003', name: 'Meera Shah', role: 'manager', branchCodes: ['KDV'] },
  { mobile: '9000000004', name: 'Kabir Rao', role: 'manager', branchCodes: ['GKP'] },
  { mobile: '9000000005', name: 'Nirmala Mehta', role: 'owner', branchCodes: [] },
] as const;

/** Adds the demo staff (again, harmlessly, at every start). */
export async function seedStaff(db: Db): Promise<void> {
  for (const member of DEMO_STAFF) {
    await upsertStaff(db, { ...member, branchCodes: [...member.branchCodes] });
  }
}
