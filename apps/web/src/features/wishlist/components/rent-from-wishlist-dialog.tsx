import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { formatEventDate, formatRupees } from '@vastra/shared/rules';
import type { MeasurementField, Measurements, Settings, Wishlist } from '@vastra/shared/schemas';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { measurementsQuery } from '@/features/account/api/get-measurements';
import { EventDateField } from '@/features/booking/components/event-date-field';
import { FlowItem } from '@/features/booking/components/flow-item';
import { MeasurementFields } from '@/features/booking/components/measurement-fields';
import { useRentalChoice } from '@/features/booking/hooks/use-rental-choice';
import {
  measurementFieldsOf,
  measurementsSchema,
  prefillMeasurements,
} from '@/features/booking/lib/measurement-form';
import { isApiError } from '@/lib/api-client';
import { useMoveToCart } from '../api/move-to-cart';
import styles from './wishlist.module.css';

type Product = Wishlist['items'][number]['product'];

/** Spec §5: the wishlist's own words when no event date is chosen. */
export const CHOOSE_EVENT_DATE = 'Please choose the event date.';

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
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !move.isPending && onClose()}
      title="Rent this piece"
      description={`${product.name} (${product.code})`}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="wishlist-rent-form"
            className="btn btn-primary"
            disabled={move.isPending || saved.isPending}
          >
            {move.isPending ? 'Adding…' : 'Add to Cart'}
          </button>
        </>
      }
    >
      {saved.isPending ? (
        <div className="skeleton" style={{ height: 360 }} aria-busy="true" />
      ) : (
        <RentForm {...props} saved={saved.data ?? null} move={move} />
      )}
    </Dialog>
  );
}

function RentForm({
  product,
  settings,
  onAdded,
  saved,
  move,
}: RentFromWishlistDialogProps & { saved: Measurements | null; move: ReturnType<typeof useMoveToCart> }) {
  const id = useId();
  const choice = useRentalChoice(product, settings.rental);
  const [dateError, setDateError] = useState<string | null>(null);
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
      if (isApiError(error, 400) && Object.keys(error.fields).some((k) => k.startsWith('measurements.'))) {
        for (const [key, message] of Object.entries(error.fields)) {
          if (key.startsWith('measurements.')) {
            setError(`measurements.${key.slice('measurements.'.length) as MeasurementField}`, { message });
          }
        }
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
      <fieldset className={styles.periods}>
        <legend className="field-label">Rental period</legend>
        <div className={styles.periodButtons}>
          {settings.rental.periods.map((days) => (
            <label key={days} className={styles.period}>
              <input
                type="radio"
                name={`${id}-period`}
                value={days}
                checked={choice.period === days}
                onChange={() => choice.setPeriod(days)}
              />
              <span>{days} days</span>
            </label>
          ))}
        </div>
      </fieldset>
      <EventDateField
        id={`${id}-event`}
        label="Event date"
        value={choice.eventDate}
        earliest={choice.earliest}
        isUnavailable={choice.isUnavailable}
        validate={choice.validate}
        error={dateError}
        onChange={(date) => {
          setDateError(null);
          choice.setEventDate(date);
        }}
      />
      <dl className={styles.facts}>
        <div>
          <dt>Delivery</dt>
          <dd>{choice.dates ? formatEventDate(choice.dates.deliveryDate) : '-'}</dd>
        </div>
        <div>
          <dt>Return</dt>
          <dd>{choice.dates ? formatEventDate(choice.dates.returnDate) : '-'}</dd>
        </div>
        <div>
          <dt>Rent</dt>
          <dd className="price">{formatRupees(choice.rent)}</dd>
        </div>
        <div>
          <dt>Deposit</dt>
          <dd className="price">{formatRupees(choice.deposit)}</dd>
        </div>
      </dl>
      <MeasurementFields
        idPrefix="wishlist"
        fields={fields}
        register={(field) => register(`measurements.${field}`)}
        errors={formState.errors.measurements}
        hint={saved?.updatedAt ? 'Filled in from your saved measurements.' : undefined}
      />
    </form>
  );
}
