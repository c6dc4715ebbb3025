export { useCategories } from './api/pieces';
export { InventoryPage } from './components/inventory-page';
export { PiecePage } from './components/piece-page';
