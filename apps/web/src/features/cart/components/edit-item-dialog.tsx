import { zodResolver } from '@hookform/resolvers/zod';
import { eachDay, formatCartDate, rentalDates, returnDateFor } from '@vastra/shared/rules';
import type { CartItem, MeasurementField, Settings } from '@vastra/shared/schemas';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { useBookedDates } from '@/features/booking/api/get-booked-dates';
import { MeasurementFields } from '@/features/booking/components/measurement-fields';
import {
  measurementFieldsOf,
  measurementsSchema,
  prefillMeasurements,
} from '@/features/booking/lib/measurement-form';
import { isApiError } from '@/lib/api-client';
import { useSettings } from '@/lib/settings';
import { toast } from '@/lib/toast';
import { useUpdateCartItem } from '../api/update-cart-item';
import styles from './cart.module.css';
import { DeliveryDateField } from './delivery-date-field';

const SAVE_FAILED = 'An error occurred while saving your changes. Please try again.';

/**
 * Edit a cart item: a rental's delivery date (the return date follows, read-only: delivery +
 * period − 1), the measurements of the piece's group, and the remark. The server re-checks the
 * dates (409 when taken).
 */
export function EditItemDialog({ item, onClose }: { item: CartItem | null; onClose: () => void }) {
  const settings = useSettings();
  const update = useUpdateCartItem();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit item"
      description={item ? `${item.product.name} (${item.product.code})` : ''}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="edit-item-form" className="btn btn-primary" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      {item && settings.data ? (
        <EditItemForm
          key={item.id}
          item={item}
          rules={settings.data.rental}
          update={update}
          onSaved={onClose}
        />
      ) : (
        <div className="skeleton" style={{ height: 300 }} />
      )}
    </Dialog>
  );
}

type EditItemFormProps = {
  item: CartItem;
  rules: Settings['rental'];
  update: ReturnType<typeof useUpdateCartItem>;
  onSaved: () => void;
};

function EditItemForm({ item, rules, update, onSaved }: EditItemFormProps) {
  const { product } = item;
  const isRental = product.type === 'rent' && item.deliveryDate !== null && item.period !== null;
  const period = item.period ?? rules.defaultPeriod;
  const fields = measurementFieldsOf(product);
  const schema = useMemo(
    () =>
      z.object({
        deliveryDate: z.string(),
        measurements: measurementsSchema(fields),
        remark: z.string().trim().max(500, 'At most 500 characters'),
      }),
    [fields],
  );
  const { register, handleSubmit, formState, setError, watch, setValue } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      deliveryDate: item.deliveryDate ?? '',
      measurements: prefillMeasurements(fields, product.group, { given: item.measurements }),
      remark: item.remark,
    },
  });
  const deliveryDate = watch('deliveryDate');

  // The piece's booked days: a delivery date whose rental would meet one cannot be chosen.
  const booked = useBookedDates(product.code, isRental);
  const blocked = useMemo(() => new Set(booked.data?.dates ?? []), [booked.data]);
  const isUnavailable = useCallback(
    (date: string) => eachDay(date, returnDateFor(date, period)).some((day) => blocked.has(day)),
    [blocked, period],
  );
  const earliest = booked.data ? rentalDates(booked.data.earliestEventDate, period, rules).deliveryDate : '';

  const submit = handleSubmit(async (values) => {
    const changedDate = isRental && values.deliveryDate !== item.deliveryDate;
    try {
      await update.mutateAsync({
        id: item.id,
        ...(changedDate ? { deliveryDate: values.deliveryDate } : {}),
        measurements: values.measurements,
        remark: values.remark,
      });
      toast.success('Your changes are saved.');
      onSaved();
    } catch (error) {
      if (isApiError(error, 409)) {
        setError('deliveryDate', { message: error.message });
        return;
      }
      if (isApiError(error, 400) && Object.keys(error.fields).length > 0) {
        for (const [key, message] of Object.entries(error.fields)) {
          if (key.startsWith('measurements.')) {
            setError(`measurements.${key.slice('measurements.'.length) as MeasurementField}`, { message });
          } else if (key === 'deliveryDate' || key === 'eventDate') {
            setError('deliveryDate', { message });
          } else if (key === 'remark') {
            setError('remark', { message });
          }
        }
        return;
      }
      toast.error(isApiError(error, 400) ? error.message : SAVE_FAILED);
    }
  });

  return (
    <form id="edit-item-form" onSubmit={submit} noValidate className={styles.editForm}>
      {isRental ? (
        <div className={styles.dateGrid}>
          {booked.data ? (
            <DeliveryDateField
              id="edit-delivery-date"
              value={deliveryDate}
              onChange={(date) => setValue('deliveryDate', date, { shouldDirty: true })}
              earliest={earliest}
              isUnavailable={isUnavailable}
              error={formState.errors.deliveryDate?.message}
            />
          ) : (
            <div className="skeleton" style={{ height: 72 }} />
          )}
          <div className="field">
            <label className="field-label" htmlFor="edit-return-date">
              Return date
            </label>
            <input
              id="edit-return-date"
              className="input"
              readOnly
              aria-readonly="true"
              value={deliveryDate ? formatCartDate(returnDateFor(deliveryDate, period)) : ''}
            />
          </div>
          <p className={styles.hint}>A {period}-day rental: the return date follows the delivery date.</p>
        </div>
      ) : null}
      <MeasurementFields
        idPrefix="edit"
        fields={fields}
        register={(field) => register(`measurements.${field}`)}
        errors={formState.errors.measurements}
      />
      <div className="field">
        <label className="field-label" htmlFor="edit-remark">
          Remark (optional)
        </label>
        <textarea
          id="edit-remark"
          className={`input ${styles.textarea}`}
          maxLength={500}
          aria-invalid={formState.errors.remark ? true : undefined}
          {...register('remark')}
        />
        {formState.errors.remark ? <p className="field-error">{formState.errors.remark.message}</p> : null}
      </div>
    </form>
  );
}
