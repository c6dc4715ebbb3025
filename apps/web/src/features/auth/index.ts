/** What other features may use from this feature; everything else in the folder is its own. */
export { useLogout } from './api/logout';
export { formatMobile } from './lib/format-mobile';
