import { groupPageDescription, groupPageTitle } from '@vastra/shared/rules';
import { useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import { useCategories } from '@/features/catalog/api/get-categories';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import styles from '@/features/content/components/home.module.css';
import { usePageMeta } from '@/lib/page-meta';
import NotFoundPage from './not-found';

const INTRO = {
  men: 'Sherwanis, tuxedos, jodhpuris, Indo-western sets and safas for the groom, his family and every guest: chosen with care, altered to you, and delivered the day before.',
  women:
    'Bridal and occasion lehengas, chaniya cholis and gowns, each one cleaned, pressed and fitted to your measurements before it reaches you.',
};

/** `/category/men`, `/category/women`: every collection of the group. */
export default function CategoryPage() {
  const { group } = useParams();
  if (group !== 'men' && group !== 'women') return <NotFoundPage />;
  return <CategoryIndex group={group} />;
}

function CategoryIndex({ group }: { group: 'men' | 'women' }) {
  const label = group === 'men' ? 'Men' : 'Women';
  const categories = useCategories(group);
  // The server's English title and description (record 59), as for a collection.
  usePageMeta({ title: groupPageTitle(group), description: groupPageDescription(group) });
  return (
    <div className="container">
      <Breadcrumb items={[{ label: 'Home', href: paths.home.getHref() }, { label }]} />
      <h1>{label} All Collections</h1>
      <p className={styles.intro}>{INTRO[group]}</p>
      <CategoryTiles categories={categories.data} loading={categories.isPending} count={6} />
    </div>
  );
}
