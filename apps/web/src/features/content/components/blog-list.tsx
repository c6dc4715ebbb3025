import type { BlogCategory } from '@vastra/shared/schemas';
import { Feather } from 'lucide-react';
import { Link } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { useBlogs } from '../api/get-blogs';
import { blogsHref } from '../lib/blog-category';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import styles from './blogs.module.css';

/** The posts of one category (or all), newest first. */
export function BlogList({ category }: { category: BlogCategory | null }) {
  const query = useBlogs(category);
  if (query.isError) {
    return (
      <PageState title="The blog could not be loaded" icon={<Feather size={40} aria-hidden="true" />}>
        <p>Please check your connection and try again.</p>
        <button type="button" className="btn btn-outline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </PageState>
    );
  }
  if (query.isPending) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="Loading posts">
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
        {posts.length === 1 ? '1 post' : `${posts.length} posts`}
        {category ? ` in ${category}` : ''}
      </p>
      {posts.length === 0 ? (
        <PageState
          title={`No ${category ?? ''} posts yet`.replace('  ', ' ')}
          icon={<Feather size={40} aria-hidden="true" />}
        >
          <Link to={blogsHref(null)} className="btn btn-outline">
            See all posts
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
