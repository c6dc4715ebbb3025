import { Link } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';

/** An address the back office does not have. */
export default function NotFoundPage() {
  return (
    <PageState title="Page not found">
      <Link to={paths.today}>Back to Today</Link>
    </PageState>
  );
}
