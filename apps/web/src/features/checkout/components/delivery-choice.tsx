import { formatRupees } from '@vastra/shared/rules';
import type { Settings } from '@vastra/shared/schemas';
import { Store, Truck } from 'lucide-react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { translateMessage } from '@/i18n/messages';
import type { CheckoutFormValues } from '../lib/checkout-form';
import styles from './checkout.module.css';
import '@/i18n/texts/orders';

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
  const { t } = useTranslation();
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.sectionTitle}>{t('checkout.delivery')}</legend>
      <label className={styles.option}>
        <input type="radio" value="home" {...register('deliveryType')} />
        <Truck size={22} aria-hidden="true" />
        <span className={styles.optionText}>
          <strong>{t('cart.homeDelivery')}</strong>
          <span>{t('checkout.homeWithin', { km: settings.delivery.radiusKm })}</span>
        </span>
        <span className={`price ${styles.optionPrice}`}>{formatRupees(settings.delivery.homeFee)}</span>
      </label>
      <label className={styles.option}>
        <input type="radio" value="pickup" {...register('deliveryType')} />
        <Store size={22} aria-hidden="true" />
        <span className={styles.optionText}>
          <strong>{t('checkout.storePickup')}</strong>
          <span>{t('checkout.pickupAt', { branch: branchName, hours: settings.support.hours })}</span>
        </span>
        <span className={`price ${styles.optionPrice}`}>{formatRupees(settings.delivery.pickupFee)}</span>
      </label>
      {homeRefusal ? (
        <p className="field-error" role="alert">
          {translateMessage(homeRefusal)}
        </p>
      ) : null}
    </fieldset>
  );
}
