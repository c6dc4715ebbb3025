import { MeasurementsPanel } from '@/features/account/components/measurements-panel';
import { useProfileTexts } from '@/i18n/texts/profile';
import { usePageMeta } from '@/lib/page-meta';

/** `/account-measurement`: men's and women's measurements, Edit/Save. */
export default function AccountMeasurementPage() {
  const { t } = useProfileTexts();
  usePageMeta({
    title: t('account.measurement', { ns: 'translation' }),
    description: t('meta.measurementDescription'),
    noIndex: true,
  });
  return <MeasurementsPanel />;
}
