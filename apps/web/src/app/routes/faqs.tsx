import { faqs } from '@vastra/shared/texts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FaqList } from '@/features/content/components/faq-list';
import { HelpAside } from '@/features/content/components/help-aside';
import styles from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { SettingsGate } from '@/features/content/components/settings-gate';
import { usePageMeta } from '@/lib/page-meta';

/** `/faqs/`: questions about renting, payments, delivery and membership, answered from the settings. */
export default function FaqsPage() {
  usePageMeta({
    title: 'FAQs',
    description:
      'How renting from Vastra works: rental periods, booking advance, refundable deposit, delivery, cancellation and the fashion membership.',
  });
  return (
    <>
      <InfoHero
        title="Frequently Asked Questions"
        eyebrow="FAQs"
        lead="The questions we hear most at our counters, answered. Anything else, just ask."
      >
        <Link to={paths.contactUs.getHref()} className="btn btn-outline">
          Ask us a question
        </Link>
      </InfoHero>
      <div className={`container ${styles.body}`}>
        <div className={styles.withAside}>
          <SettingsGate>{(settings) => <FaqList groups={faqs(settings)} />}</SettingsGate>
          <HelpAside title="Still have a question?">
            <p>Our team knows every outfit in the wardrobe. Call or write, and we will help you choose.</p>
          </HelpAside>
        </div>
      </div>
    </>
  );
}
