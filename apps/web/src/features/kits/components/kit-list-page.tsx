import { formatRupees } from '@vastra/shared/rules';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { useKits } from '../api/get-kits';
import styles from './kits.module.css';
import '@/i18n/texts/login-account';

const picture = (key: string) => `/media/${key}/card-330.webp`;

/** `/kits`: the whole outfits, each with its parts and its rent for the base period. */
export function KitListPage() {
  const kits = useKits();
  const { t } = useTranslation();
  if (kits.isPending) return <PageState title={t('kits.loadingList')} level={1} />;
  if (kits.isError) return <PageState title={t('kits.listFailed')} level={1} />;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('kits.title')}</h1>
      <ul className={styles.grid}>
        {kits.data.items.map((kit) => (
          <li key={kit.code} className={styles.card} data-testid="kit-card">
            <div className={styles.pictures}>
              {kit.imageKeys.slice(0, 2).map((key) => (
                <img key={key} src={picture(key)} alt="" loading="lazy" />
              ))}
            </div>
            <Link to={paths.kit.getHref(kit.slug)}>{kit.name}</Link>
            <span>{kit.partLabels.join(' + ')}</span>
            <span>
              {t('kits.from', { price: formatRupees(kit.fromPrice) })} · {kit.branch.name}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
