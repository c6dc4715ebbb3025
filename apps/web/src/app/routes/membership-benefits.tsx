import { Link } from 'react-router';
import { paths } from '@/config/paths';
import info from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { SettingsGate } from '@/features/content/components/settings-gate';
import { MembershipBenefits } from '@/features/membership/components/membership-benefits';
import { usePageMeta } from '@/lib/page-meta';

/** `/membership-benefits/`: what a member gets, every figure from the settings. */
export default function MembershipBenefitsPage() {
  usePageMeta({
    title: 'Membership Benefits',
    description:
      'What a Vastra Fashion Membership gives you: a discount on the rent of every outfit for a year, applied automatically at checkout.',
  });
  return (
    <>
      <InfoHero
        title="Membership Benefits"
        trail={[{ label: 'Membership', href: paths.membership.getHref() }]}
        eyebrow="Membership"
        lead="What your yearly plan gives you, and what it does not."
      >
        <Link to={paths.membership.getHref()} className="btn btn-primary">
          See the plans
        </Link>
      </InfoHero>
      <div className={`container ${info.body}`}>
        <SettingsGate>{(settings) => <MembershipBenefits settings={settings} />}</SettingsGate>
      </div>
    </>
  );
}
