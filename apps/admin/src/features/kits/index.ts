/** What other features may use from this feature; everything else in the folder is its own. */
export { KitsPage } from './components/kits-page';
