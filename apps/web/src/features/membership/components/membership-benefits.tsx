import { formatRupees } from '@vastra/shared/rules';
import type { Settings } from '@vastra/shared/schemas';
import { BadgePercent, CalendarCheck, CircleSlash, Crown, LogIn, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './benefits.module.css';
import planStyles from './plans.module.css';

/** Rent on which a plan's discount equals its fee: breakEvenRent(199, 5) === 3980. */
const breakEvenRent = (price: number, discountPct: number) =>
  discountPct > 0 ? Math.ceil((price * 100) / discountPct) : null;

/** What a member gets, every figure from the settings. */
export function MembershipBenefits({ settings }: { settings: Settings }) {
  const { plans, validityDays } = settings.membership;
  const best = Math.max(...plans.map((p) => p.discountPct));
  const lowest = Math.min(...plans.map((p) => p.discountPct));
  const periods = settings.rental.periods;
  return (
    <>
      <ul className={styles.benefits}>
        <li>
          <BadgePercent size={28} aria-hidden="true" />
          <h2>
            {lowest}% to {best}% off rent
          </h2>
          <p>
            Your plan&rsquo;s discount comes off the rent of every outfit you rent: sherwanis, suits,
            lehengas, gowns, safas and jewellery.
          </p>
        </li>
        <li>
          <CalendarCheck size={28} aria-hidden="true" />
          <h2>A full {validityDays} days</h2>
          <p>
            The plan starts the day you pay its fee and runs for {validityDays} days, for as many celebrations
            as the year brings.
          </p>
        </li>
        <li>
          <Repeat size={28} aria-hidden="true" />
          <h2>Every rental period</h2>
          <p>
            Rent for {periods.slice(0, -1).join(', ')} or {periods.at(-1)} days: the discount is taken off the
            rent of the period you choose.
          </p>
        </li>
        <li>
          <LogIn size={28} aria-hidden="true" />
          <h2>Nothing to remember</h2>
          <p>
            Log in with the mobile number you registered and the discount appears in your cart and at checkout
            by itself, with your booking advance worked out on the lower total.
          </p>
        </li>
        <li>
          <CircleSlash size={28} aria-hidden="true" />
          <h2>What it does not cover</h2>
          <p>
            The refundable deposit, the delivery fee ({formatRupees(settings.delivery.homeFee)}) and pre-used
            purchases are charged in full. One plan can be active at a time.
          </p>
        </li>
        <li className={styles.benefitJoin}>
          <Crown size={28} aria-hidden="true" />
          <h2>Join in a minute</h2>
          <p>Choose a plan, give us five details and pay the fee online. Your discount starts at once.</p>
          <Link to={paths.membership.getHref()} className={`btn ${planStyles.planButtonTop}`}>
            Choose a plan
          </Link>
        </li>
      </ul>

      <section className={styles.compare} aria-labelledby="compare-title">
        <h2 id="compare-title">The plans side by side</h2>
        <div className={styles.tableWrap}>
          <table>
            <caption className="visually-hidden">
              Yearly fee, discount and the rent after which each plan has paid for itself
            </caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Yearly fee</th>
                <th scope="col">Off rent</th>
                <th scope="col">Pays for itself after</th>
                <th scope="col">
                  <span className="visually-hidden">Register</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.map((plan) => (
                <tr key={plan.code}>
                  <th scope="row">
                    {plan.code} {plan.name}
                  </th>
                  <td className="price">{formatRupees(plan.price)}</td>
                  <td>{plan.discountPct}%</td>
                  <td className="price">
                    {formatRupees(breakEvenRent(plan.price, plan.discountPct))} of rent
                  </td>
                  <td>
                    <Link to={paths.registerPlan.getHref(plan.code)}>
                      Register<span className="visually-hidden"> for {plan.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
