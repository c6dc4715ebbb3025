import { LabelsPage } from '@/features/tags';

export default function LabelsRoute() {
  return <LabelsPage />;
}
