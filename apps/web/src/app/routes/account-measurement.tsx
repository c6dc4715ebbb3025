import { MeasurementsPanel } from '@/features/account/components/measurements-panel';
import { usePageMeta } from '@/lib/page-meta';

/** `/account-measurement`: men's and women's measurements, Edit/Save. */
export default function AccountMeasurementPage() {
  usePageMeta({
    title: 'Measurement',
    description: 'Your body measurements in inches, used to alter every outfit before delivery.',
    noIndex: true,
  });
  return <MeasurementsPanel />;
}
