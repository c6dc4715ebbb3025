import { Eye, Scissors, Smartphone, Sparkles, Target } from 'lucide-react';
import { paths } from '@/config/paths';
import { usePagesTexts } from '@/i18n/texts/pages';
import { Link } from '@/lib/link';
import styles from './about.module.css';

/** 'Insight into Company': the story, the mission and the vision. */
export function AboutStory() {
  const { t } = usePagesTexts();
  return (
    <>
      <section className={styles.story} aria-labelledby="story-title">
        <div className={styles.storyText}>
          <p className={styles.eyebrow}>{t('about.since')}</p>
          <h2 id="story-title" className={styles.sectionTitle}>
            {t('about.storyTitle')}
          </h2>
          <p>{t('about.story1')}</p>
          <p>{t('about.story2')}</p>
          <p>{t('about.story3')}</p>
        </div>
        <ul className={styles.facts}>
          <li>
            <Sparkles size={22} aria-hidden="true" />
            <strong>{t('about.since')}</strong>
            <span>{t('about.decades')}</span>
          </li>
          <li>
            <Scissors size={22} aria-hidden="true" />
            <strong>{t('about.altered')}</strong>
            <span>{t('about.tailors')}</span>
          </li>
          <li>
            <Smartphone size={22} aria-hidden="true" />
            <strong>{t('about.webApp')}</strong>
            <span>{t('about.phones')}</span>
          </li>
        </ul>
      </section>

      <div className={styles.pillars}>
        <section className={styles.pillar} aria-labelledby="mission-title">
          <Target size={28} aria-hidden="true" className={styles.pillarIcon} />
          <h2 id="mission-title" className={styles.pillarTitle}>
            {t('about.mission')}
          </h2>
          <p>{t('about.missionText')}</p>
        </section>
        <section className={styles.pillar} aria-labelledby="vision-title">
          <Eye size={28} aria-hidden="true" className={styles.pillarIcon} />
          <h2 id="vision-title" className={styles.pillarTitle}>
            {t('about.vision')}
          </h2>
          <p>{t('about.visionText')}</p>
        </section>
      </div>
    </>
  );
}

/** The way on from the about page: a branch, or a conversation. */
export function AboutInvite() {
  const { t } = usePagesTexts();
  return (
    <section className={styles.invite} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.inviteTitle}>
        {t('about.invite')}
      </h2>
      <p>{t('about.inviteText')}</p>
      <div className={styles.inviteActions}>
        <Link to={paths.stores.getHref()} className={`btn ${styles.inviteButton}`}>
          {t('about.findStore')}
        </Link>
        <Link to={paths.contactUs.getHref()} className="btn btn-outline">
          {t('about.contact')}
        </Link>
      </div>
    </section>
  );
}
