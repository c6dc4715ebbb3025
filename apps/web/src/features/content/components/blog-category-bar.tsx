import type { BlogCategory } from '@vastra/shared/schemas';
import { usePagesTexts } from '@/i18n/texts/pages';
import { Link } from '@/lib/link';
import { keepScroll } from '@/lib/scroll-restoration';
import { BLOG_CATEGORY_BAR, blogsHref } from '../lib/blog-category';
import styles from './blogs.module.css';

/** ALL, COMPANY, FASHION, STYLE, TRENDS, BEAUTY: each a link, so a filtered list can be shared. */
export function BlogCategoryBar({ active }: { active: BlogCategory | null }) {
  const { t } = usePagesTexts();
  return (
    <nav aria-label={t('blog.categories')} className={styles.categoryBar}>
      <ul>
        {[null, ...BLOG_CATEGORY_BAR].map((category) => {
          const current = category === active;
          return (
            <li key={category ?? 'ALL'}>
              <Link
                to={blogsHref(category)}
                className={`${styles.category} ${current ? styles.categoryActive : ''}`}
                aria-current={current ? 'page' : undefined}
                state={keepScroll}
              >
                {category ?? t('blog.all')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
