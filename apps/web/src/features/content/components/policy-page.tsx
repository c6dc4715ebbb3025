import type { Settings } from '@vastra/shared/schemas';
import type { PolicyDoc } from '@vastra/shared/texts';
import { useLocation } from 'react-router';
import { paths, policyLinks } from '@/config/paths';
import { usePagesTexts } from '@/i18n/texts/pages';
import { Link } from '@/lib/link';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { CloseButton } from './close-button';
import styles from './info.module.css';
import { InfoHero } from './info-hero';
import { SettingsGate } from './settings-gate';
import { anchorOf, TextBlocks } from './text-blocks';

type PolicyPageProps = {
  /** Which policy: its title is the footer's link (Return Policy, …). */
  page: (typeof policyLinks)[number]['key'];
  /** The policy, written once as a function of the settings (@vastra/shared/texts). */
  text: (settings: Settings) => PolicyDoc;
  /** Shows a close button that goes back (as the Shipping Policy page does). */
  closable?: boolean;
};

/** A policy page: contents, the text rendered from the settings, and the other policies. */
export function PolicyPage({ page, text, closable = false }: PolicyPageProps) {
  const { t } = usePagesTexts();
  const title = t(`links.${page}`, { ns: 'translation' });
  const settings = useSettings().data;
  const doc = settings ? text(settings) : null;
  usePageMeta({
    title,
    description: doc?.description ?? t('policy.description', { title }),
  });
  const { pathname } = useLocation();

  return (
    <>
      <InfoHero
        title={title}
        eyebrow={t('policy.eyebrow')}
        lead={doc?.intro}
        top={
          closable ? (
            <div className={styles.closeBar}>
              <CloseButton label={t('common.closeTitle', { title })} />
            </div>
          ) : null
        }
      />
      <div className={`container ${styles.body}`}>
        <SettingsGate>{(s) => <PolicyBody doc={text(s)} />}</SettingsGate>
        <nav className={styles.related} aria-labelledby="related-policies">
          <h2 id="related-policies">{t('policy.related')}</h2>
          <ul className={styles.relatedLinks}>
            {policyLinks
              .filter((link) => link.href !== pathname)
              .map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{t(`links.${link.key}`, { ns: 'translation' })}</Link>
                </li>
              ))}
            <li>
              <Link to={paths.faqs.getHref()}>{t('links.faqs', { ns: 'translation' })}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}

function PolicyBody({ doc }: { doc: PolicyDoc }) {
  const { t } = usePagesTexts();
  return (
    <div className={styles.policyGrid}>
      <nav className={styles.toc} aria-labelledby="policy-contents">
        <h2 id="policy-contents">{t('policy.contents')}</h2>
        <ol>
          {doc.sections.map((section, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: owners write the sections; two may share a heading
            <li key={i}>
              <a href={`#${anchorOf(section.heading)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={styles.prose}>
        {doc.sections.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: owners write the sections; two may share a heading
          <section key={i} aria-labelledby={anchorOf(section.heading)}>
            <h2 id={anchorOf(section.heading)}>{section.heading}</h2>
            <TextBlocks blocks={section.blocks} />
          </section>
        ))}
      </article>
    </div>
  );
}
