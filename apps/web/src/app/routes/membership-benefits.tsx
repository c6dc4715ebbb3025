import { paths } from '@/config/paths';
import info from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { SettingsGate } from '@/features/content/components/settings-gate';
import { MembershipBenefits } from '@/features/membership/components/membership-benefits';
import { useMemberTexts } from '@/i18n/texts/member';
import { Link } from '@/lib/link';
import { usePageMeta } from '@/lib/page-meta';

/** `/membership-benefits/`: what a member gets, every figure from the settings. */
export default function MembershipBenefitsPage() {
  const { t } = useMemberTexts();
  usePageMeta({ title: t('meta.benefitsTitle'), description: t('meta.benefitsDescription') });
  return (
    <>
      <InfoHero
        title={t('meta.benefitsTitle')}
        trail={[{ label: t('page.eyebrow'), href: paths.membership.getHref() }]}
        eyebrow={t('page.eyebrow')}
        lead={t('page.benefitsLead')}
      >
        <Link to={paths.membership.getHref()} className="btn btn-primary">
          {t('page.seePlans')}
        </Link>
      </InfoHero>
      <div className={`container ${info.body}`}>
        <SettingsGate>{(settings) => <MembershipBenefits settings={settings} />}</SettingsGate>
      </div>
    </>
  );
}
