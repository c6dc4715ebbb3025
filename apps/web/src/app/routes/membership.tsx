import { ArrowRight } from 'lucide-react';
import { paths } from '@/config/paths';
import info from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { SettingsGate } from '@/features/content/components/settings-gate';
import { HowMembershipWorks } from '@/features/membership/components/how-membership-works';
import styles from '@/features/membership/components/membership.module.css';
import { MembershipFilm } from '@/features/membership/components/membership-film';
import { PlanCards } from '@/features/membership/components/plan-cards';
import { useMemberTexts } from '@/i18n/texts/member';
import { Link } from '@/lib/link';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';

/** `/membership`: the film, and the three yearly plans leading to /register/{plan}. */
export default function MembershipPage() {
  const plans = useSettings().data?.membership.plans ?? [];
  const best = Math.max(0, ...plans.map((p) => p.discountPct));
  const { t } = useMemberTexts();
  const upTo = best ? t('meta.upTo', { pct: best }) : '';
  usePageMeta({
    title: t('meta.title'),
    description: t('meta.description', { off: upTo || t('meta.aPercentage') }),
  });
  return (
    <>
      <InfoHero
        title={t('page.title')}
        eyebrow={t('page.eyebrow')}
        lead={t('page.lead', { off: upTo || t('meta.aDiscount') })}
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
                    {t('page.choose')}
                  </h2>
                  <p className={styles.sectionLead}>
                    {t('page.runs', { days: settings.membership.validityDays })}
                  </p>
                </div>
                <PlanCards
                  plans={settings.membership.plans}
                  validityDays={settings.membership.validityDays}
                />
                <Link to={paths.membershipBenefits.getHref()} className={styles.moreLink}>
                  {t('page.whatMemberGets')}
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
