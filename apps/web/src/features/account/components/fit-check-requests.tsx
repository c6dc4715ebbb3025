import { Shirt } from 'lucide-react';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { MyTrials } from '@/features/trials';
import { useProfileTexts } from '@/i18n/texts/profile';
import { Link } from '@/lib/link';
import styles from './account.module.css';
import { AccountHeader } from './account-header';

/** /account-fit-check-requests: the customer's trials (book one from a piece's page), or a clear empty state. */
export function FitCheckRequests() {
  const { t } = useProfileTexts();
  return (
    <>
      <AccountHeader title={t('trials.title')} />
      <div className={styles.panel}>
        <MyTrials empty={<NoTrials />} />
      </div>
    </>
  );
}

function NoTrials() {
  const { t } = useProfileTexts();
  return (
    <PageState title={t('trials.none')} icon={<Shirt size={44} aria-hidden="true" />}>
      <p>{t('trials.noneText')}</p>
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Link className="btn btn-primary" to={paths.category.getHref('women')}>
          {t('common.women')}
        </Link>
        <Link className="btn btn-outline" to={paths.category.getHref('men')}>
          {t('common.men')}
        </Link>
      </p>
    </PageState>
  );
}
