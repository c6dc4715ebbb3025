export { useBranches } from './api/get-branches';
