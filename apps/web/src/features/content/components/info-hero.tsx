import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import { usePagesTexts } from '@/i18n/texts/pages';
import styles from './info.module.css';

type InfoHeroProps = {
  title: string;
  /** The crumbs between Home and this page. */
  trail?: Crumb[];
  eyebrow?: string;
  lead?: ReactNode;
  /** Buttons under the lead; or, with `top`, something above the breadcrumb (a close button). */
  children?: ReactNode;
  top?: ReactNode;
  /** Lines up with a narrow text column (a blog post). */
  narrow?: boolean;
};

/** The band at the top of every information page: breadcrumb, eyebrow, heading and lead. */
export function InfoHero({ title, trail = [], eyebrow, lead, children, top, narrow = false }: InfoHeroProps) {
  const { t } = usePagesTexts();
  return (
    <div className={styles.hero}>
      <div className={`container ${narrow ? styles.narrow : ''}`}>
        {top}
        <Breadcrumb
          items={[{ label: t('common.home'), href: paths.home.getHref() }, ...trail, { label: title }]}
        />
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.heroActions}>{children}</div> : null}
      </div>
    </div>
  );
}
