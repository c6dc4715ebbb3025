import { FileQuestion } from 'lucide-react';
import { useParams } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { useBlog } from '@/features/content/api/get-blog';
import { BlogPostView } from '@/features/content/components/blog-post-view';
import { TextSkeleton } from '@/features/content/components/settings-gate';
import { htmlToText } from '@/features/content/lib/html-text';
import { usePagesTexts } from '@/i18n/texts/pages';
import { isApiError } from '@/lib/api-client';
import { Link } from '@/lib/link';
import { usePageMeta } from '@/lib/page-meta';

/** `/blog/{seourl}`: one post, or a 'not found' page for an unknown address. */
export default function BlogPostPage() {
  const { seourl = '' } = useParams();
  const query = useBlog(seourl);
  const post = query.data;
  const missing = isApiError(query.error, 404);
  const { t } = usePagesTexts();
  usePageMeta({
    title: post?.title ?? (missing ? t('blog.notFound') : t('blog.title')),
    description: post ? htmlToText(post.summaryHtml) : t('blog.shortDescription'),
    noIndex: missing,
  });

  if (post) return <BlogPostView post={post} />;
  if (query.isError) {
    return (
      <div className="container">
        <PageState
          level={1}
          title={missing ? t('blog.notFound') : t('blog.postFailed')}
          icon={<FileQuestion size={44} aria-hidden="true" />}
        >
          <p>{missing ? t('blog.missing') : t('common.checkConnection')}</p>
          <Link to={paths.blogs.getHref()} className="btn btn-primary">
            {t('blog.seeAll')}
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
