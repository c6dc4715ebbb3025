import styles from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { StoreLocator } from '@/features/content/components/store-locator';
import { useBranches } from '@/features/location/api/get-branches';
import { usePageMeta } from '@/lib/page-meta';

/** `/stores/` and `/store`: every branch, searchable by name or city, each with its map. */
export default function StoresPage() {
  usePageMeta({
    title: 'Store Locator',
    description:
      'Find a Vastra branch in Mumbai, Pune, Ahmedabad or Vapi: addresses, pincodes, phone numbers and directions.',
  });
  const branches = useBranches();
  return (
    <>
      <InfoHero
        title="Store Locator"
        eyebrow="Visit us"
        lead="Every branch has trial rooms and its own tailors. Find the one nearest to you."
      />
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
