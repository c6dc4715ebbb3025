import type { IsoDate } from '@vastra/shared/rules';
import type { Membership, Profile } from '@vastra/shared/schemas';
import { MEMBERSHIP_MESSAGES } from '@vastra/shared/schemas';
import { BadgeCheck, Crown } from 'lucide-react';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { useServerMessage } from '@/i18n/messages';
import { useMemberTexts } from '@/i18n/texts/member';
import { Link } from '@/lib/link';
import styles from './member-card.module.css';

/** The member's card: plan, name and validity. */
function MemberCard(props: {
  planName: string;
  plan: string;
  discountPct: number;
  name?: string;
  endsOn: string | null;
}) {
  const { t } = useMemberTexts();
  const { shortDate } = useFormat();
  return (
    <div className={styles.memberCard}>
      <div className={styles.memberCardTop}>
        <span className={styles.memberCardBrand}>Vastra</span>
        <Crown size={22} aria-hidden="true" />
      </div>
      <p className={styles.memberCardPlan}>
        {t('status.member', { name: props.planName, plan: props.plan })}
      </p>
      {props.name ? <p className={styles.memberCardName}>{props.name}</p> : null}
      <div className={styles.memberCardBottom}>
        <span>{t('status.offRent', { pct: props.discountPct })}</span>
        {props.endsOn ? (
          <span>{t('status.validUntil', { date: shortDate(props.endsOn as IsoDate) })}</span>
        ) : null}
      </div>
    </div>
  );
}

function Onward() {
  const { t } = useMemberTexts();
  return (
    <p className={styles.onward}>
      <Link to={paths.category.getHref('women')} className="btn btn-primary">
        {t('status.women')}
      </Link>
      <Link to={paths.category.getHref('men')} className="btn btn-outline">
        {t('status.men')}
      </Link>
    </p>
  );
}

/** After a verified payment: the plan is active. */
export function MembershipWelcome({ membership, name }: { membership: Membership; name: string }) {
  const { t } = useMemberTexts();
  const { shortDate } = useFormat();
  return (
    <section className={styles.status} aria-labelledby="welcome-title">
      <BadgeCheck size={44} aria-hidden="true" className={styles.statusIcon} />
      <h2 id="welcome-title" className={styles.statusTitle}>
        {t('status.active')}
      </h2>
      <p role="status">
        {t('status.welcome', {
          pct: membership.discountPct,
          until: membership.endsOn ? shortDate(membership.endsOn as IsoDate) : t('status.planEnd'),
        })}
      </p>
      <MemberCard
        planName={membership.planName}
        plan={membership.plan}
        discountPct={membership.discountPct}
        name={name}
        endsOn={membership.endsOn}
      />
      <Onward />
    </section>
  );
}

/** A customer whose plan is still in force cannot register another. */
export function AlreadyMember({ membership }: { membership: NonNullable<Profile['membership']> }) {
  const { t } = useMemberTexts();
  const { shortDate } = useFormat();
  const message = useServerMessage();
  return (
    <section className={styles.status} aria-labelledby="already-title">
      <BadgeCheck size={44} aria-hidden="true" className={styles.statusIcon} />
      <h2 id="already-title" className={styles.statusTitle}>
        {message(MEMBERSHIP_MESSAGES.alreadyRegistered)}
      </h2>
      <p>
        {t('status.already', {
          name: membership.name,
          pct: membership.discountPct,
          date: shortDate(membership.endsOn as IsoDate),
        })}
      </p>
      <MemberCard
        planName={membership.name}
        plan={membership.plan}
        discountPct={membership.discountPct}
        endsOn={membership.endsOn}
      />
      <Onward />
    </section>
  );
}
