import { formatBlogDate } from '@vastra/shared/rules';
import type { BlogSummary } from '@vastra/shared/schemas';
import { ArrowRight } from 'lucide-react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { usePagesTexts } from '@/i18n/texts/pages';
import { Link } from '@/lib/link';
import { htmlToText } from '../lib/html-text';
import styles from './blogs.module.css';

/** A post in the list: picture, 'By Admin', date, title, summary and 'Continue Reading'. */
export function BlogCard({ post, priority = false }: { post: BlogSummary; priority?: boolean }) {
  const { t } = usePagesTexts();
  const href = paths.blog.getHref(post.seoUrl);
  return (
    <li className={styles.card} data-testid="blog-card" data-category={post.category}>
      <Link to={href} className={styles.cardPicture} tabIndex={-1} aria-hidden="true">
        {post.image ? (
          <ResponsiveImage
            urls={post.image.wide}
            alt=""
            width={690}
            height={500}
            sizes="(max-width: 768px) 100vw, 33vw"
            priority={priority}
          />
        ) : null}
        <span className={styles.cardCategory}>{post.category}</span>
      </Link>
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <span>{t('blog.by', { author: post.author })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.publishedAt}>{formatBlogDate(post.publishedAt)}</time>
        </p>
        <h2 className={styles.cardTitle}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className={styles.summary}>{htmlToText(post.summaryHtml)}</p>
        <Link to={href} className={styles.more}>
          {t('blog.more')}
          <span className="visually-hidden">: {post.title}</span>
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}

export function BlogCardSkeleton() {
  return (
    <li className={styles.card} aria-hidden="true">
      <div className={`skeleton ${styles.cardPicture}`} />
      <div className={styles.cardBody}>
        <div className="skeleton" style={{ height: 14, width: '40%', marginBottom: 12 }} />
        <div className="skeleton" style={{ height: 24, width: '85%', marginBottom: 12 }} />
        <div className="skeleton" style={{ height: 14, width: '95%', marginBottom: 8 }} />
        <div className="skeleton" style={{ height: 14, width: '70%' }} />
      </div>
    </li>
  );
}
