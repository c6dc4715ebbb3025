import { Compass } from 'lucide-react';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { usePagesTexts } from '@/i18n/texts/pages';
import { Link } from '@/lib/link';
import { usePageMeta } from '@/lib/page-meta';

/** Every unknown address: a real page with a way back. */
export default function NotFoundPage() {
  const { t } = usePagesTexts();
  usePageMeta({
    title: t('notFound.title'),
    description: t('notFound.description'),
    noIndex: true,
  });
  return (
    <div className="container">
      <PageState level={1} title={t('notFound.title')} icon={<Compass size={44} aria-hidden="true" />}>
        <p>{t('notFound.text')}</p>
        <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Link className="btn btn-primary" to={paths.home.getHref()}>
            {t('notFound.home')}
          </Link>
          <Link className="btn btn-outline" to={paths.category.getHref('women')}>
            {t('common.women')}
          </Link>
          <Link className="btn btn-outline" to={paths.category.getHref('men')}>
            {t('common.men')}
          </Link>
        </p>
      </PageState>
    </div>
  );
}
