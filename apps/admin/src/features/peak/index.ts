export { PeakPage } from './components/peak-page';
