import { usePagesTexts } from '@/i18n/texts/pages';
import styles from './about.module.css';

const DATASET_URL = 'https://www.data.gov.in/resource/all-india-pincode-directory-till-last-month';
const LICENCE_URL = 'https://www.data.gov.in/Godl';

/** The attribution GODL-India asks for (data/README.md): provider, source, licence, not endorsed. */
export function DataCredits() {
  const { t } = usePagesTexts();
  return (
    <section className={styles.credits} aria-labelledby="credits-title">
      <h2 id="credits-title" className={styles.creditsTitle}>
        {t('about.credits')}
      </h2>
      <p>
        Contains PIN code data from the Department of Posts, Ministry of Communications, Government of India:
        “All India Pincode Directory till last month”, Open Government Data (OGD) Platform India,{' '}
        <a href={DATASET_URL} target="_blank" rel="noopener noreferrer">
          {DATASET_URL}
        </a>{' '}
        (data updated 03/10/2025). Published under the Government Open Data License – India,{' '}
        <a href={LICENCE_URL} target="_blank" rel="noopener noreferrer">
          {LICENCE_URL}
        </a>
        . Adapted: cleaned and reduced to selected columns; not endorsed by the Department of Posts.
      </p>
    </section>
  );
}
