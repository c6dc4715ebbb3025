export { LabelsPage } from './components/labels-page';
export { ScanPage } from './components/scan-page';
