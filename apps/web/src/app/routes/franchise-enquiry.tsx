import { HelpAside } from '@/features/content/components/help-aside';
import styles from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { FranchiseForm } from '@/features/content/components/lazy-forms';
import { usePageMeta } from '@/lib/page-meta';

/** `/franchise/enquiry/`: 'Clothing Rental Franchise Application'. */
export default function FranchiseEnquiryPage() {
  usePageMeta({
    title: 'Franchise Enquiry',
    description:
      'Open a Vastra wedding-wear rental store in your city: tell us about yourself and your space, and we will call you.',
  });
  return (
    <>
      <InfoHero
        title="Clothing Rental Franchise Application"
        eyebrow="Franchise enquiry"
        lead="Bring Vastra's wardrobe, tailoring and booking system to your city. Tell us about yourself and your space; our franchise team will call you."
      />
      <div className={`container ${styles.body}`}>
        <div className={styles.withAside}>
          <section className={styles.panel} aria-labelledby="franchise-form">
            <h2 id="franchise-form" style={{ fontSize: 'var(--text-xl)' }}>
              Your application
            </h2>
            <FranchiseForm />
          </section>
          <HelpAside title="What happens next">
            <ol className={styles.asideSteps}>
              <li>We read your application and reply by e-mail.</li>
              <li>Our franchise team calls you to talk it through.</li>
              <li>We visit your space together and plan the store.</li>
            </ol>
          </HelpAside>
        </div>
      </div>
    </>
  );
}
