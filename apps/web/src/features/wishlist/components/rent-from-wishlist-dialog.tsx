import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { IsoDate } from '@vastra/shared/rules';
import type { Measurements, Settings, Wishlist } from '@vastra/shared/schemas';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/form/form-dialog';
import { MeasurementFields } from '@/components/form/measurement-fields';
import {
  measurementFieldsOf,
  measurementsSchema,
  prefillMeasurements,
  refusedMeasurements,
} from '@/components/form/measurement-form';
import { measurementsQuery } from '@/features/account';
import { FlowItem, RentalChoiceFields, useRentalChoice } from '@/features/booking';
import { useFormat } from '@/i18n/format';
import { useBookingTexts } from '@/i18n/texts/booking';
import '@/i18n/texts/booking-dialogs';
import { isApiError } from '@/lib/api-client';
import { useMoveToCart } from '../api/move-to-cart';
import styles from './wishlist.module.css';

type Product = Wishlist['items'][number]['product'];

/** What the wishlist says when Add to Cart is pressed before an event date is chosen. */
const CHOOSE_EVENT_DATE = 'Please choose the event date.';

type RentFromWishlistDialogProps = {
  product: Product;
  settings: Settings;
  onClose: () => void;
  onAdded: () => void;
};

/**
 * Rent Now from the wishlist: period and event date (booked days cannot be chosen), the
 * measurements (saved ones filled in), then the piece moves into the cart and leaves the wishlist.
 */
export function RentFromWishlistDialog(props: RentFromWishlistDialogProps) {
  const { product, onClose } = props;
  const saved = useQuery({ ...measurementsQuery, retry: false });
  const move = useMoveToCart();
  const { t } = useBookingTexts();
  return (
    <FormDialog
      open
      onCancel={onClose}
      holdWhilePending
      title={t('wishlist.title')}
      description={`${product.name} (${product.code})`}
      formId="wishlist-rent-form"
      submitLabel={t('details.addToCart')}
      pendingLabel={t('common.adding')}
      pending={move.isPending}
      loadingHeight={saved.isPending ? 360 : undefined}
    >
      <RentForm {...props} saved={saved.data ?? null} move={move} />
    </FormDialog>
  );
}

function RentForm({
  product,
  settings,
  onAdded,
  saved,
  move,
}: RentFromWishlistDialogProps & { saved: Measurements | null; move: ReturnType<typeof useMoveToCart> }) {
  const choice = useRentalChoice(product, settings.rental);
  const [dateError, setDateError] = useState<string | null>(null);
  const { t } = useBookingTexts();
  const { money, shortDate } = useFormat();
  const fields = measurementFieldsOf(product);
  const schema = useMemo(() => z.object({ measurements: measurementsSchema(fields) }), [fields]);
  const { register, handleSubmit, formState, setError } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    defaultValues: { measurements: prefillMeasurements(fields, product.group, { saved }) },
  });

  const submit = handleSubmit(async ({ measurements }) => {
    if (!choice.eventDate) {
      setDateError(CHOOSE_EVENT_DATE);
      return;
    }
    try {
      await move.mutateAsync({
        code: product.code,
        eventDate: choice.eventDate,
        period: choice.period,
        measurements,
      });
      onAdded();
    } catch (error) {
      const sizeErrors = refusedMeasurements(error);
      if (sizeErrors.length > 0) {
        for (const [field, message] of sizeErrors) setError(`measurements.${field}`, { message });
        return;
      }
      if (isApiError(error) && (error.status === 409 || error.status === 400)) {
        if (error.status === 409 || error.fields.eventDate) choice.setEventDate(null);
        setDateError(error.message);
        return;
      }
      setDateError('Failed to add item to cart. Please try again.');
    }
  });

  return (
    <form id="wishlist-rent-form" onSubmit={submit} noValidate className={styles.form}>
      <FlowItem product={product} />
      <RentalChoiceFields
        choice={choice}
        periods={settings.rental.periods}
        dateError={dateError}
        onEventDateChange={(date) => {
          setDateError(null);
          choice.setEventDate(date);
        }}
      />
      <dl className={styles.facts}>
        <div>
          <dt>{t('wishlist.delivery')}</dt>
          <dd>{choice.dates ? shortDate(choice.dates.deliveryDate as IsoDate) : '-'}</dd>
        </div>
        <div>
          <dt>{t('wishlist.return')}</dt>
          <dd>{choice.dates ? shortDate(choice.dates.returnDate as IsoDate) : '-'}</dd>
        </div>
        <div>
          <dt>{t('details.rent')}</dt>
          <dd className="price">{money(choice.rent)}</dd>
        </div>
        <div>
          <dt>{t('wishlist.deposit')}</dt>
          <dd className="price">{money(choice.deposit)}</dd>
        </div>
      </dl>
      <MeasurementFields
        idPrefix="wishlist"
        fields={fields}
        register={(field) => register(`measurements.${field}`)}
        errors={formState.errors.measurements}
        hint={saved?.updatedAt ? t('wishlist.fromSaved') : undefined}
      />
    </form>
  );
}
