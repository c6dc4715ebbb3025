import type { StaffMember } from '@vastra/shared/schemas';
import { useBranches } from '@/features/branches';
import { staffSession, useBranchCode } from '@/lib/staff-session';
import styles from './branch-picker.module.css';

/**
 * Which branch the screens show: an owner picks any branch or all of them. (The server checks the
 * branch on every call; this only narrows what is asked for.)
 */
export function BranchPicker({ member }: { member: StaffMember }) {
  const branches = useBranches();
  const current = useBranchCode();
  if (member.branchIds !== 'all' || !branches.data) return null;
  return (
    <label className={styles.picker}>
      <span className="visually-hidden">Branch</span>
      <select
        className="select"
        value={current ?? ''}
        onChange={(event) => staffSession.setBranch(event.target.value || null)}
      >
        <option value="">All branches</option>
        {branches.data.map((branch) => (
          <option key={branch.code} value={branch.code}>
            {branch.name} ({branch.code})
          </option>
        ))}
      </select>
    </label>
  );
}
