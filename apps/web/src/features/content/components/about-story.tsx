import { Eye, Scissors, Smartphone, Sparkles, Target } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './about.module.css';

/** 'Insight into Company': the story, the mission and the vision. */
export function AboutStory() {
  return (
    <>
      <section className={styles.story} aria-labelledby="story-title">
        <div className={styles.storyText}>
          <p className={styles.eyebrow}>Since 1987</p>
          <h2 id="story-title" className={styles.sectionTitle}>
            From one counter to four cities
          </h2>
          <p>
            Vastra began in 1987 as a single counter and a rail of sherwanis. Families in the lane borrowed an
            outfit for a wedding, brought it back after the celebrations, and sent their cousins to us. Nobody
            called it renting then; it was simply sensible.
          </p>
          <p>
            Almost four decades on, we are still a family business. Our branches in Mumbai, Pune, Ahmedabad
            and Vapi each have their own trial rooms and tailors, and every outfit is checked by hand before
            it leaves us and again when it comes back.
          </p>
          <p>
            You can browse the whole wardrobe and book for your event date here on the website, or on the
            Vastra mobile app for Android and iPhone.
          </p>
        </div>
        <ul className={styles.facts}>
          <li>
            <Sparkles size={22} aria-hidden="true" />
            <strong>Since 1987</strong>
            <span>almost four decades of weddings</span>
          </li>
          <li>
            <Scissors size={22} aria-hidden="true" />
            <strong>Altered to you</strong>
            <span>by our own tailors</span>
          </li>
          <li>
            <Smartphone size={22} aria-hidden="true" />
            <strong>Web and app</strong>
            <span>Android and iPhone</span>
          </li>
        </ul>
      </section>

      <div className={styles.pillars}>
        <section className={styles.pillar} aria-labelledby="mission-title">
          <Target size={28} aria-hidden="true" className={styles.pillarIcon} />
          <h2 id="mission-title" className={styles.pillarTitle}>
            Our mission
          </h2>
          <p>
            To dress every family for its biggest days in outfits that fit perfectly and cost a fraction of
            buying, with the care of a family tailor, from the first fitting to the day the outfit comes home
            to us.
          </p>
        </section>
        <section className={styles.pillar} aria-labelledby="vision-title">
          <Eye size={28} aria-hidden="true" className={styles.pillarIcon} />
          <h2 id="vision-title" className={styles.pillarTitle}>
            Our vision
          </h2>
          <p>
            An India where nobody buys a heavy lehenga or sherwani to wear once: where the finest wedding wear
            is shared, looked after and worn again and again, and every guest can afford to look their best.
          </p>
        </section>
      </div>
    </>
  );
}

/** The way on from the about page: a branch, or a conversation. */
export function AboutInvite() {
  return (
    <section className={styles.invite} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.inviteTitle}>
        Come and try it on
      </h2>
      <p>Visit a branch near you, or tell us about your celebration and we will help you choose.</p>
      <div className={styles.inviteActions}>
        <Link to={paths.stores.getHref()} className={`btn ${styles.inviteButton}`}>
          Find a store
        </Link>
        <Link to={paths.contactUs.getHref()} className="btn btn-outline">
          Contact us
        </Link>
      </div>
    </section>
  );
}
