import { useParams } from 'react-router';
import { KitPage } from '@/features/kits';
import { usePageMeta } from '@/lib/page-meta';

/** `/kits/{slug}`: one whole outfit, each part's size chosen separately. */
export default function KitRoute() {
  const { slug = '' } = useParams();
  usePageMeta({
    title: 'Whole outfit',
    description: 'A whole outfit rented as one item, each part in your size.',
  });
  return <KitPage key={slug} slug={slug} />;
}
