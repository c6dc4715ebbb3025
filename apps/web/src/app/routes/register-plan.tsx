import type { MembershipPlanCode } from '@vastra/shared/schemas';
import { useParams } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { useMe } from '@/features/account/api/get-me';
import info from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { SettingsGate } from '@/features/content/components/settings-gate';
import {
  MembershipRegistration,
  RegistrationSkeleton,
} from '@/features/membership/components/lazy-registration';
import styles from '@/features/membership/components/membership.module.css';
import { PlanSummary } from '@/features/membership/components/plan-summary';
import { useMemberTexts } from '@/i18n/texts/member';
import { Link } from '@/lib/link';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';

const PLAN_CODES: readonly string[] = ['A', 'B', 'C'] satisfies MembershipPlanCode[];

/** `/register/{plan}` (A, B or C): the membership registration and its payment. */
export default function RegisterPlanPage() {
  const code = useParams().plan?.toUpperCase();
  const valid = code !== undefined && PLAN_CODES.includes(code);
  const plan = useSettings().data?.membership.plans.find((p) => p.code === code);
  const { isLoggedIn } = useSession();
  const me = useMe();
  const { t } = useMemberTexts();
  usePageMeta({
    title: plan ? t('meta.registerTitle', { plan: plan.name }) : t('meta.registrationTitle'),
    description: plan
      ? t('meta.registerDescription', { plan: plan.name, pct: plan.discountPct })
      : t('meta.registrationDescription'),
    noIndex: true,
  });

  if (!valid) {
    return (
      <div className="container">
        <PageState level={1} title={t('page.notFound')}>
          <p>{t('page.threePlans')}</p>
          <Link to={paths.membership.getHref()} className="btn btn-primary">
            {t('page.seePlans')}
          </Link>
        </PageState>
      </div>
    );
  }

  return (
    <>
      <InfoHero
        title={t('page.registration')}
        trail={[{ label: t('page.eyebrow'), href: paths.membership.getHref() }]}
        eyebrow={plan ? t('page.planEyebrow', { code: plan.code, name: plan.name }) : t('page.eyebrow')}
      />
      <div className={`container ${info.body}`}>
        <SettingsGate>
          {(settings) => {
            const chosen = settings.membership.plans.find((p) => p.code === code);
            if (!chosen) return <PageState title={t('page.notOffered')} />;
            return (
              <div className={styles.registerLayout}>
                <PlanSummary plan={chosen} validityDays={settings.membership.validityDays} />
                {isLoggedIn && me.isPending ? (
                  <RegistrationSkeleton />
                ) : (
                  <MembershipRegistration plan={chosen} isLoggedIn={isLoggedIn} profile={me.data} />
                )}
              </div>
            );
          }}
        </SettingsGate>
      </div>
    </>
  );
}
