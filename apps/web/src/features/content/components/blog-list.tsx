import type { BlogCategory } from '@vastra/shared/schemas';
import { Feather } from 'lucide-react';
import { PageState } from '@/components/ui/page-state';
import { usePagesTexts } from '@/i18n/texts/pages';
import { Link } from '@/lib/link';
import { useBlogs } from '../api/get-blogs';
import { blogsHref } from '../lib/blog-category';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import styles from './blogs.module.css';

/** The posts of one category (or all), newest first. */
export function BlogList({ category }: { category: BlogCategory | null }) {
  const query = useBlogs(category);
  const { t } = usePagesTexts();
  if (query.isError) {
    return (
      <PageState title={t('blog.loadFailed')} icon={<Feather size={40} aria-hidden="true" />}>
        <p>{t('common.checkConnection')}</p>
        <button type="button" className="btn btn-outline" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </button>
      </PageState>
    );
  }
  if (query.isPending) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t('blog.loadingPosts')}>
        {[1, 2, 3].map((n) => (
          <BlogCardSkeleton key={n} />
        ))}
      </ul>
    );
  }
  const posts = query.data;
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {t('blog.posts', { count: posts.length })}
        {category ? t('blog.inCategory', { category }) : ''}
      </p>
      {posts.length === 0 ? (
        <PageState
          title={category ? t('blog.noPostsIn', { category }) : t('blog.noPosts')}
          icon={<Feather size={40} aria-hidden="true" />}
        >
          <Link to={blogsHref(null)} className="btn btn-outline">
            {t('blog.seeAll')}
          </Link>
        </PageState>
      ) : (
        <ul className={styles.grid}>
          {posts.map((post, index) => (
            <BlogCard key={post.seoUrl} post={post} priority={index === 0} />
          ))}
        </ul>
      )}
    </>
  );
}
