import contact from '@/features/content/components/contact.module.css';
import { ContactDetails } from '@/features/content/components/contact-details';
import styles from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { ContactForm } from '@/features/content/components/lazy-forms';
import { usePageMeta } from '@/lib/page-meta';

/** `/contact-us/` and `/contact`: support contacts, the store locator and 'Get In Touch'. */
export default function ContactUsPage() {
  usePageMeta({
    title: 'Contact Us',
    description:
      'Call, write or visit Vastra: support hours, phone and e-mail, our store locator, and a form to get in touch about your celebration.',
  });
  return (
    <>
      <InfoHero
        title="Contact Us"
        eyebrow="We are here to help"
        lead="Questions about an outfit, a fitting or an order? Call us, write to us or visit a branch."
      />
      <div className={`container ${styles.body}`}>
        <div className={contact.layout}>
          <ContactDetails />
          <section className={styles.panel} aria-labelledby="get-in-touch">
            <h2 id="get-in-touch" className={contact.formTitle}>
              Get In Touch
            </h2>
            <p className={contact.formLead}>Tell us about your celebration and we will get back to you.</p>
            <ContactForm />
          </section>
        </div>
      </div>
    </>
  );
}
