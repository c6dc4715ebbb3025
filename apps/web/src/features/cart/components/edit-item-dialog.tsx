import { zodResolver } from '@hookform/resolvers/zod';
import { eachDay, formatCartDate, rentalDates, returnDateFor } from '@vastra/shared/rules';
import type { CartItem, MeasurementField, Settings } from '@vastra/shared/schemas';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DateField } from '@/components/form/date-field';
import { FormDialog } from '@/components/form/form-dialog';
import { MeasurementFields, RemarkField } from '@/components/form/measurement-fields';
import {
  measurementFieldsOf,
  measurementsSchema,
  prefillMeasurements,
} from '@/components/form/measurement-form';
import { useBookedDates } from '@/features/booking';
import { useBookingTexts } from '@/i18n/texts/booking';
import '@/i18n/texts/booking-dialogs';
import { isApiError } from '@/lib/api-client';
import { useSettings } from '@/lib/settings';
import { toast } from '@/lib/toast';
import { useUpdateCartItem } from '../api/update-cart-item';
import styles from './cart.module.css';

const SAVE_FAILED = 'An error occurred while saving your changes. Please try again.';

/**
 * Edit a cart item: a rental's delivery date (the return date follows, read-only: delivery +
 * period − 1), the measurements of the piece's group, and the remark. The server re-checks the
 * dates (409 when taken).
 */
export function EditItemDialog({ item, onClose }: { item: CartItem | null; onClose: () => void }) {
  const settings = useSettings();
  const update = useUpdateCartItem();
  const { t } = useBookingTexts();
  return (
    <FormDialog
      open={item !== null}
      onCancel={onClose}
      title={t('cart.editTitle')}
      description={item ? `${item.product.name} (${item.product.code})` : ''}
      formId="edit-item-form"
      submitLabel={t('common.save')}
      pendingLabel={t('common.saving')}
      pending={update.isPending}
      loadingHeight={item && settings.data ? undefined : 300}
    >
      {item && settings.data ? (
        <EditItemForm
          key={item.id}
          item={item}
          rules={settings.data.rental}
          update={update}
          onSaved={onClose}
        />
      ) : null}
    </FormDialog>
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
  const { t } = useBookingTexts();

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
            <DateField
              id="edit-delivery-date"
              label={t('cart.deliveryDate')}
              calendarHint={t('cart.deliveryHint')}
              format="short"
              required
              value={deliveryDate}
              onChange={(date) => date && setValue('deliveryDate', date, { shouldDirty: true })}
              earliest={earliest}
              isUnavailable={isUnavailable}
              validate={(date) => (date < earliest || isUnavailable(date) ? t('cart.notAvailable') : null)}
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
      <RemarkField id="edit-remark" field={register('remark')} error={formState.errors.remark?.message} />
    </form>
  );
}
