import { useSearchParams } from 'react-router';
import { BlogCategoryBar } from '@/features/content/components/blog-category-bar';
import { BlogList } from '@/features/content/components/blog-list';
import styles from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { categoryFromSearch } from '@/features/content/lib/blog-category';
import { usePageMeta } from '@/lib/page-meta';

/** `/blogs/`: posts newest first; the category bar (?category=) filters them. */
export default function BlogsPage() {
  const [search] = useSearchParams();
  const category = categoryFromSearch(search);
  usePageMeta({
    title: category ? `Blog: ${category}` : 'Blog',
    description:
      'Wedding style notes from Vastra: choosing a sherwani, lehenga colour trends, turbans by region, jewellery and caring for a rented outfit.',
  });
  return (
    <>
      <InfoHero
        title="Blog"
        eyebrow="Style notes"
        lead="Advice from our fitting rooms, for grooms, brides and every guest."
      />
      <div className={`container ${styles.body}`}>
        <BlogCategoryBar active={category} />
        <BlogList category={category} />
      </div>
    </>
  );
}
