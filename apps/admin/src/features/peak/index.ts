export { useCategories } from './api/get-categories';
export { PeakPage } from './components/peak-page';
