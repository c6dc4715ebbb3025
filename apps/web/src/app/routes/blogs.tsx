import { useSearchParams } from 'react-router';
import { BlogCategoryBar } from '@/features/content/components/blog-category-bar';
import { BlogList } from '@/features/content/components/blog-list';
import styles from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { categoryFromSearch } from '@/features/content/lib/blog-category';
import { usePagesTexts } from '@/i18n/texts/pages';
import { usePageMeta } from '@/lib/page-meta';

/** `/blogs/`: posts newest first; the category bar (?category=) filters them. */
export default function BlogsPage() {
  const [search] = useSearchParams();
  const category = categoryFromSearch(search);
  const { t } = usePagesTexts();
  usePageMeta({
    title: category ? t('blog.titleIn', { category }) : t('blog.title'),
    description: t('blog.description'),
  });
  return (
    <>
      <InfoHero title={t('blog.title')} eyebrow={t('blog.eyebrow')} lead={t('blog.lead')} />
      <div className={`container ${styles.body}`}>
        <BlogCategoryBar active={category} />
        <BlogList category={category} />
      </div>
    </>
  );
}
