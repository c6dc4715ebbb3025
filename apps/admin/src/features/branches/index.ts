export { useCurrentBranch, useStaffBranches } from './api/get-branches';
