import { formatRupees } from '@vastra/shared/rules';
import type { Settings } from '@vastra/shared/schemas';
import { Store, Truck } from 'lucide-react';
import type { UseFormRegister } from 'react-hook-form';
import type { CheckoutFormValues } from '../lib/checkout-form';
import styles from './checkout.module.css';

/** Home delivery (fee from settings) or store pickup at the piece's showroom (free). */
export function DeliveryChoice({
  register,
  settings,
  branchName,
  homeRefusal = null,
}: {
  register: UseFormRegister<CheckoutFormValues>;
  settings: Settings;
  branchName: string;
  /** Home delivery to the address's pincode is refused from the piece's branch: said before ordering. */
  homeRefusal?: string | null;
}) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.sectionTitle}>Delivery</legend>
      <label className={styles.option}>
        <input type="radio" value="home" {...register('deliveryType')} />
        <Truck size={22} aria-hidden="true" />
        <span className={styles.optionText}>
          <strong>Home delivery</strong>
          <span>Within {settings.delivery.radiusKm} km of our showroom</span>
        </span>
        <span className={`price ${styles.optionPrice}`}>{formatRupees(settings.delivery.homeFee)}</span>
      </label>
      <label className={styles.option}>
        <input type="radio" value="pickup" {...register('deliveryType')} />
        <Store size={22} aria-hidden="true" />
        <span className={styles.optionText}>
          <strong>Store pickup</strong>
          <span>
            {branchName} showroom, {settings.support.hours}
          </span>
        </span>
        <span className={`price ${styles.optionPrice}`}>{formatRupees(settings.delivery.pickupFee)}</span>
      </label>
      {homeRefusal ? (
        <p className="field-error" role="alert">
          {homeRefusal}
        </p>
      ) : null}
    </fieldset>
  );
}
