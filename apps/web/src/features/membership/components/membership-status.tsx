import { formatEventDate } from '@vastra/shared/rules';
import type { Membership, Profile } from '@vastra/shared/schemas';
import { MEMBERSHIP_MESSAGES } from '@vastra/shared/schemas';
import { BadgeCheck, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './member-card.module.css';

/** The member's card: plan, name and validity. */
function MemberCard(props: {
  planName: string;
  plan: string;
  discountPct: number;
  name?: string;
  endsOn: string | null;
}) {
  return (
    <div className={styles.memberCard}>
      <div className={styles.memberCardTop}>
        <span className={styles.memberCardBrand}>Vastra</span>
        <Crown size={22} aria-hidden="true" />
      </div>
      <p className={styles.memberCardPlan}>
        {props.planName} member · plan {props.plan}
      </p>
      {props.name ? <p className={styles.memberCardName}>{props.name}</p> : null}
      <div className={styles.memberCardBottom}>
        <span>{props.discountPct}% off rent</span>
        {props.endsOn ? <span>Valid until {formatEventDate(props.endsOn)}</span> : null}
      </div>
    </div>
  );
}

function Onward() {
  return (
    <p className={styles.onward}>
      <Link to={paths.category.getHref('women')} className="btn btn-primary">
        Women&rsquo;s collections
      </Link>
      <Link to={paths.category.getHref('men')} className="btn btn-outline">
        Men&rsquo;s collections
      </Link>
    </p>
  );
}

/** After a verified payment: the plan is active. */
export function MembershipWelcome({ membership, name }: { membership: Membership; name: string }) {
  return (
    <section className={styles.status} aria-labelledby="welcome-title">
      <BadgeCheck size={44} aria-hidden="true" className={styles.statusIcon} />
      <h2 id="welcome-title" className={styles.statusTitle}>
        Your membership is active
      </h2>
      <p role="status">
        Welcome to the Vastra Fashion Membership. {membership.discountPct}% will come off the rent of every
        outfit you rent until{' '}
        {membership.endsOn ? formatEventDate(membership.endsOn) : 'the end of your plan'}.
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
  return (
    <section className={styles.status} aria-labelledby="already-title">
      <BadgeCheck size={44} aria-hidden="true" className={styles.statusIcon} />
      <h2 id="already-title" className={styles.statusTitle}>
        {MEMBERSHIP_MESSAGES.alreadyRegistered}
      </h2>
      <p>
        Your {membership.name} plan ({membership.discountPct}% off rent) is active until{' '}
        {formatEventDate(membership.endsOn)}. You can choose a new plan once it ends.
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
