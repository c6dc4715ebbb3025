import { FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { useBlog } from '@/features/content/api/get-blog';
import { BlogPostView } from '@/features/content/components/blog-post-view';
import { TextSkeleton } from '@/features/content/components/settings-gate';
import { htmlToText } from '@/features/content/lib/html-text';
import { isApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';

/** `/blog/{seourl}`: one post, or a 'not found' page for an unknown address. */
export default function BlogPostPage() {
  const { seourl = '' } = useParams();
  const query = useBlog(seourl);
  const post = query.data;
  const missing = isApiError(query.error, 404);
  usePageMeta({
    title: post?.title ?? (missing ? 'Post not found' : 'Blog'),
    description: post ? htmlToText(post.summaryHtml) : 'Wedding style notes from Vastra.',
    noIndex: missing,
  });

  if (post) return <BlogPostView post={post} />;
  if (query.isError) {
    return (
      <div className="container">
        <PageState
          level={1}
          title={missing ? 'Post not found' : 'This post could not be loaded'}
          icon={<FileQuestion size={44} aria-hidden="true" />}
        >
          <p>
            {missing
              ? 'There is no post at this address. It may have moved, or the link may be mistyped.'
              : 'Please check your connection and try again.'}
          </p>
          <Link to={paths.blogs.getHref()} className="btn btn-primary">
            See all posts
          </Link>
        </PageState>
      </div>
    );
  }
  return (
    <div className="container" style={{ paddingBlock: 48 }}>
      <TextSkeleton lines={10} />
    </div>
  );
}
