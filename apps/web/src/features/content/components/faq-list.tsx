import type { FaqGroup } from '@vastra/shared/texts';
import { ChevronDown } from 'lucide-react';
import styles from './faq.module.css';
import { anchorOf, TextBlocks } from './text-blocks';

/** The questions, grouped, each opening in place (native details: works without script, keyboard and readers). */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((group, g) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: owners write the groups; two may share a heading
          key={g}
          aria-labelledby={`faq-${anchorOf(group.heading)}`}
          className={styles.group}
        >
          <h2 id={`faq-${anchorOf(group.heading)}`} className={styles.groupTitle}>
            {group.heading}
          </h2>
          {group.items.map((faq, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: owners write the questions; two may read alike
            <details key={index} className={styles.item} open={index === 0 ? true : undefined}>
              <summary className={styles.question}>
                <span>{faq.question}</span>
                <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
              </summary>
              <div className={styles.answer}>
                <TextBlocks blocks={faq.answer} />
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
