import styles from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { StoreLocator } from '@/features/content/components/store-locator';
import { useBranches } from '@/features/location/api/get-branches';
import { usePagesTexts } from '@/i18n/texts/pages';
import { usePageMeta } from '@/lib/page-meta';

/** `/stores/` and `/store`: every branch, searchable by name or city, each with its map. */
export default function StoresPage() {
  const { t } = usePagesTexts();
  const title = t('links.stores', { ns: 'translation' });
  usePageMeta({ title, description: t('stores.description') });
  const branches = useBranches();
  return (
    <>
      <InfoHero title={title} eyebrow={t('stores.eyebrow')} lead={t('stores.lead')} />
      <div className={`container ${styles.body}`}>
        <StoreLocator
          branches={branches.data}
          isPending={branches.isPending}
          isError={branches.isError}
          onRetry={() => void branches.refetch()}
        />
      </div>
    </>
  );
}
