import { Shirt } from 'lucide-react';
import { Link } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { MyTrials } from '@/features/trials';
import styles from './account.module.css';
import { AccountHeader } from './account-header';

/** /account-fit-check-requests: the customer's trials (book one from a piece's page), or a clear empty state. */
export function FitCheckRequests() {
  return (
    <>
      <AccountHeader title="Fit Check Requests" />
      <div className={styles.panel}>
        <MyTrials empty={<NoTrials />} />
      </div>
    </>
  );
}

function NoTrials() {
  return (
    <PageState title="No fit check requests yet" icon={<Shirt size={44} aria-hidden="true" />}>
      <p>
        Book a half-hour trial from any rental piece&rsquo;s page: your fit check requests and their times
        will appear here.
      </p>
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Link className="btn btn-primary" to={paths.category.getHref('women')}>
          Women&rsquo;s collections
        </Link>
        <Link className="btn btn-outline" to={paths.category.getHref('men')}>
          Men&rsquo;s collections
        </Link>
      </p>
    </PageState>
  );
}
