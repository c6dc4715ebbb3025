import type { Settings } from '@vastra/shared/schemas';
import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageState } from '@/components/ui/page-state';
import { usePagesTexts } from '@/i18n/texts/pages';
import { useSettings } from '@/lib/settings';
import styles from './info.module.css';

/**
 * Renders text that states business rules only once the settings have arrived, so a page never
 * shows a figure the cart would not charge; a calm outline meanwhile, a retry on failure.
 */
export function SettingsGate({ children }: { children: (settings: Settings) => ReactNode }) {
  const query = useSettings();
  const { t } = usePagesTexts();
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <PageState title={t('common.loadFailed')} icon={<CloudOff size={40} aria-hidden="true" />}>
        <p>{t('common.checkConnection')}</p>
        <button type="button" className="btn btn-outline" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </button>
      </PageState>
    );
  }
  return <TextSkeleton />;
}

const LINE_WIDTHS = [92, 78, 88, 64, 95, 71, 84, 58, 90, 76, 86, 67];

/** A few grey lines where text will be. */
export function TextSkeleton({ lines = 8 }: { lines?: number }) {
  const { t } = usePagesTexts();
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {LINE_WIDTHS.slice(0, lines).map((width) => (
        <div key={width} className={`skeleton ${styles.skeletonLine}`} style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}
