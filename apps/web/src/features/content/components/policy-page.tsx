import type { Settings } from '@vastra/shared/schemas';
import type { PolicyDoc } from '@vastra/shared/texts';
import { Link, useLocation } from 'react-router';
import { paths, policyLinks } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { CloseButton } from './close-button';
import styles from './info.module.css';
import { InfoHero } from './info-hero';
import { SettingsGate } from './settings-gate';
import { anchorOf, TextBlocks } from './text-blocks';

type PolicyPageProps = {
  title: string;
  /** The policy, written once as a function of the settings (@vastra/shared/texts). */
  text: (settings: Settings) => PolicyDoc;
  /** Shows a close button that goes back (as the Shipping Policy page does). */
  closable?: boolean;
};

/** A policy page: contents, the text rendered from the settings, and the other policies. */
export function PolicyPage({ title, text, closable = false }: PolicyPageProps) {
  const settings = useSettings().data;
  const doc = settings ? text(settings) : null;
  usePageMeta({
    title,
    description: doc?.description ?? `${title} of Vastra, wedding and occasion outfits on rent.`,
  });
  const { pathname } = useLocation();

  return (
    <>
      <InfoHero
        title={title}
        eyebrow="Policies"
        lead={doc?.intro}
        top={
          closable ? (
            <div className={styles.closeBar}>
              <CloseButton label={`Close ${title}`} />
            </div>
          ) : null
        }
      />
      <div className={`container ${styles.body}`}>
        <SettingsGate>{(s) => <PolicyBody doc={text(s)} />}</SettingsGate>
        <nav className={styles.related} aria-labelledby="related-policies">
          <h2 id="related-policies">More about renting with us</h2>
          <ul className={styles.relatedLinks}>
            {policyLinks
              .filter((link) => link.href !== pathname)
              .map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            <li>
              <Link to={paths.faqs.getHref()}>FAQs</Link>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}

function PolicyBody({ doc }: { doc: PolicyDoc }) {
  return (
    <div className={styles.policyGrid}>
      <nav className={styles.toc} aria-labelledby="policy-contents">
        <h2 id="policy-contents">On this page</h2>
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
