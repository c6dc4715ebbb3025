import { KitListPage } from '@/features/kits';
import { usePageMeta } from '@/lib/page-meta';

/** `/kits`: whole outfits rented as one item. */
export default function KitsRoute() {
  usePageMeta({
    title: 'Whole outfits',
    description:
      'Sherwani with safa, mala and mojari; lehenga with dupatta and jewellery: rent the whole outfit.',
  });
  return <KitListPage />;
}
