import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';

/** Every unknown address: a real page with a way back. */
export default function NotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description: 'This page is not on the Vastra site.',
    noIndex: true,
  });
  return (
    <div className="container">
      <PageState level={1} title="Page not found" icon={<Compass size={44} aria-hidden="true" />}>
        <p>The page you were looking for is not here. It may have moved, or the link may be mistyped.</p>
        <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Link className="btn btn-primary" to={paths.home.getHref()}>
            Go to the home page
          </Link>
          <Link className="btn btn-outline" to={paths.category.getHref('women')}>
            Women&rsquo;s collections
          </Link>
          <Link className="btn btn-outline" to={paths.category.getHref('men')}>
            Men&rsquo;s collections
          </Link>
        </p>
      </PageState>
    </div>
  );
}
