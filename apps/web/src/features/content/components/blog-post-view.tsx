import { formatBlogDate } from '@vastra/shared/rules';
import type { BlogPost } from '@vastra/shared/schemas';
import { ArrowLeft } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { usePagesTexts } from '@/i18n/texts/pages';
import { Link } from '@/lib/link';
import { blogsHref } from '../lib/blog-category';
import styles from './blogs.module.css';
import { InfoHero } from './info-hero';

/** One post: title, author and date, picture and the body (HTML sanitised by the server). */
export function BlogPostView({ post }: { post: BlogPost }) {
  const navigate = useNavigate();
  const { t } = usePagesTexts();

  // Links inside the body to our own pages open in the app, without reloading it.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || anchor.target === '_blank') return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/media/')) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    <article>
      <InfoHero
        title={post.title}
        trail={[{ label: t('blog.title'), href: paths.blogs.getHref() }]}
        eyebrow={post.category}
        narrow
      >
        <p className={styles.postMeta}>
          <span>{t('blog.by', { author: post.author })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.publishedAt}>{formatBlogDate(post.publishedAt)}</time>
        </p>
      </InfoHero>
      <div className={`container ${styles.postBody}`}>
        {post.image ? (
          <ResponsiveImage
            urls={post.image.wide}
            alt={post.image.alt}
            width={690}
            height={500}
            sizes="(max-width: 768px) 100vw, 760px"
            priority
            className={styles.postPicture}
          />
        ) : null}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only re-routes clicks on the links inside, which keep their own keyboard behaviour */}
        <div
          className={styles.postText}
          onClick={followInternalLink}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: bodyHtml is sanitised by the server (services/blogs.ts)
          dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
        />
        <p className={styles.back}>
          <Link to={blogsHref(null)} className="btn btn-outline">
            <ArrowLeft size={18} aria-hidden="true" />
            {t('blog.allPosts')}
          </Link>
          <Link to={blogsHref(post.category)} className="btn btn-ghost">
            {t('blog.moreIn', { category: post.category })}
          </Link>
        </p>
      </div>
    </article>
  );
}
