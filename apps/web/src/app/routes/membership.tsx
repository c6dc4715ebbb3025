import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import info from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { SettingsGate } from '@/features/content/components/settings-gate';
import { HowMembershipWorks } from '@/features/membership/components/how-membership-works';
import styles from '@/features/membership/components/membership.module.css';
import { MembershipFilm } from '@/features/membership/components/membership-film';
import { PlanCards } from '@/features/membership/components/plan-cards';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';

/** `/membership`: the film, and the three yearly plans leading to /register/{plan}. */
export default function MembershipPage() {
  const plans = useSettings().data?.membership.plans ?? [];
  const best = Math.max(0, ...plans.map((p) => p.discountPct));
  usePageMeta({
    title: 'Fashion Membership',
    description: `Vastra Fashion Membership: yearly plans that take ${best ? `up to ${best}%` : 'a percentage'} off the rent of every outfit you rent.`,
  });
  return (
    <>
      <InfoHero
        title="Vastra Fashion Membership"
        eyebrow="Membership"
        lead={`One yearly fee, ${best ? `up to ${best}%` : 'a discount'} off the rent of every outfit you rent, for every celebration of the year.`}
      />
      <div className={`container ${info.body}`}>
        <SettingsGate>
          {(settings) => (
            <>
              <div className={styles.intro}>
                <MembershipFilm settings={settings} />
                <HowMembershipWorks settings={settings} />
              </div>
              <section className={styles.section} aria-labelledby="plans-title">
                <div className={styles.sectionHead}>
                  <h2 id="plans-title" className={styles.sectionTitle}>
                    Choose your plan
                  </h2>
                  <p className={styles.sectionLead}>
                    Every plan runs for {settings.membership.validityDays} days from the day you pay. The
                    discount is on rent; deposits and delivery are charged in full.
                  </p>
                </div>
                <PlanCards
                  plans={settings.membership.plans}
                  validityDays={settings.membership.validityDays}
                />
                <Link to={paths.membershipBenefits.getHref()} className={styles.moreLink}>
                  What a member gets
                  <ArrowRight size={18} aria-hidden="true" />
                </Link>
              </section>
            </>
          )}
        </SettingsGate>
      </div>
    </>
  );
}
