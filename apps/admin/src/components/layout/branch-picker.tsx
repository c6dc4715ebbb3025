import { useStaffBranches } from '@/features/branches';
import { staffSession, useBranchCode } from '@/lib/staff-session';
import styles from './branch-picker.module.css';

/**
 * Which branch the screens show: one of the member's branches, or all of them in the lists. (The
 * server checks the branch on every call; this only narrows what is asked for.)
 */
export function BranchPicker() {
  const branches = useStaffBranches();
  const current = useBranchCode();
  if (!branches.data || branches.data.length === 0) return null;
  return (
    <label className={styles.picker}>
      <span className="visually-hidden">Branch</span>
      <select
        className="select"
        value={current ?? ''}
        onChange={(event) => staffSession.setBranch(event.target.value || null)}
      >
        <option value="">{branches.data.length > 1 ? 'All my branches' : branches.data[0]?.name}</option>
        {branches.data.length > 1
          ? branches.data.map((branch) => (
              <option key={branch.code} value={branch.code}>
                {branch.name} ({branch.code})
              </option>
            ))
          : null}
      </select>
    </label>
  );
}
