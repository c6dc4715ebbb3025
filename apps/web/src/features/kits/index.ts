/** What other features may use from this feature; everything else in the folder is its own. */

export { useKit } from './api/get-kits';
export { KitListPage } from './components/kit-list-page';
export { KitPage } from './components/kit-page';
