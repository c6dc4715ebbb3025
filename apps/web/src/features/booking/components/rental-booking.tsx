import { formatEventDate, formatRupees, MESSAGES } from '@vastra/shared/rules';
import type { ProductDetail } from '@vastra/shared/schemas';
import type { TFunction } from 'i18next';
import { Truck, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { useServerMessage } from '@/i18n/messages';
import { useSubstituteOffer } from '../api/get-substitute';
import type { CarriedVerdict, RentalChoice } from '../hooks/use-rental-choice';
import styles from './rental-booking.module.css';
import { RentalChoiceFields } from './rental-choice-fields';
import { SubstituteOffer } from './substitute-offer';

/** '4 days / ₹2,500': the period and its rent, in the language of `t` (the page's, also on the server). */
export const rentalSummary = (t: TFunction, period: number, rent: number) =>
  t('product.summary', { days: period, rent: formatRupees(rent) });

type RentalBookingProps = {
  product: ProductDetail;
  choice: RentalChoice;
  periods: number[];
  onRentNow: () => void;
};

/** Period buttons, event date, delivery and return dates, the 'days / price' summary and Rent Now. */
export function RentalBooking({ product, choice, periods, onRentNow }: RentalBookingProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.booking} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('product.book')}
      </h2>
      <RentalChoiceFields choice={choice} periods={periods} onPaper />
      {choice.verdict ? <DateVerdict verdict={choice.verdict} /> : null}
      {choice.verdict?.reason === MESSAGES.conflict ? (
        <CarriedDateOffer code={product.code} eventDate={choice.verdict.eventDate} period={choice.period} />
      ) : null}

      <dl className={styles.dates}>
        <div>
          <dt>
            <Truck size={16} aria-hidden="true" /> {t('product.deliveryDate')}
          </dt>
          <dd data-testid="delivery-date">
            {choice.dates ? formatEventDate(choice.dates.deliveryDate) : '-'}
          </dd>
        </div>
        <div>
          <dt>
            <Undo2 size={16} aria-hidden="true" /> {t('product.returnDate')}
          </dt>
          <dd data-testid="return-date">{choice.dates ? formatEventDate(choice.dates.returnDate) : '-'}</dd>
        </div>
      </dl>

      <p className={styles.summary}>
        <span>{t('product.yourRental')}</span>
        <strong className="price" data-testid="rental-summary">
          {rentalSummary(t, choice.period, choice.rent)}
        </strong>
      </p>
      <p className={styles.deposit}>
        {t('product.plusDeposit')} <span className="price">{formatRupees(choice.deposit)}</span>
      </p>

      {product.isOnline ? (
        <button type="button" className={`btn btn-primary btn-block ${styles.rentNow}`} onClick={onRentNow}>
          {t('product.rentNow')}
        </button>
      ) : (
        <p className={styles.offline}>{t('product.branchOnly', { branch: product.branchName })}</p>
      )}
    </section>
  );
}

/** The carried date is taken: a free piece of the same kind and size, if the shop has one then. */
function CarriedDateOffer({ code, eventDate, period }: { code: string; eventDate: string; period: number }) {
  const offer = useSubstituteOffer(code, eventDate, period, true);
  return offer.data ? (
    <SubstituteOffer takenCode={code} offer={offer.data} eventDate={eventDate} period={period} />
  ) : null;
}

/** 'Free for your date' for the date the shopper brought along, or why the piece is not. */
function DateVerdict({ verdict }: { verdict: CarriedVerdict }) {
  const { t } = useTranslation();
  // The page's language (also on the server, where the shared instance stays English).
  const message = useServerMessage();
  const date = formatEventDate(verdict.eventDate);
  return verdict.reason ? (
    <p className={styles.notFree} role="status" data-testid="date-verdict">
      {t('product.notFree', { date, reason: message(verdict.reason) })}
    </p>
  ) : (
    <p className={styles.free} role="status" data-testid="date-verdict">
      {t('product.free', { date })}
    </p>
  );
}
