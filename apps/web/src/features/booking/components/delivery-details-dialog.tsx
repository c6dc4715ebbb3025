import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type IsoDate, refundableDeposit, rentalDates } from '@vastra/shared/rules';
import type { Measurements, Settings } from '@vastra/shared/schemas';
import { MapPin } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/form/form-dialog';
import { MeasurementFields, RemarkField } from '@/components/form/measurement-fields';
import {
  measurementFieldsOf,
  measurementsSchema,
  prefillMeasurements,
  refusedMeasurements,
} from '@/components/form/measurement-form';
import { measurementsQuery, useSaveMeasurements } from '@/features/account';
import { type AddToCartResult, useAddToCart } from '@/features/cart';
import { chosenSize } from '@/features/catalog';
import { useFormat } from '@/i18n/format';
import { useBookingTexts } from '@/i18n/texts/booking';
import { useSettings } from '@/lib/settings';
import type { RentFlowRequest } from '../lib/flow-request';
import styles from './booking-flow.module.css';
import { FlowItem } from './flow-item';
import { StillRight } from './still-right';

type DeliveryDetailsDialogProps = {
  open: boolean;
  request: RentFlowRequest;
  deliverTo: { pincode: string | null; areaName: string | null };
  onChangePincode: () => void;
  onCancel: () => void;
  onAdded: (result: AddToCartResult) => void;
  onRefused: (error: unknown) => void;
};

/**
 * 'Delivery Details': the rental's dates and price, where it goes, and the measurements (the
 * saved ones filled in); Add to Cart sends it all (POST /api/cart/items, full cart → wishlist).
 */
export function DeliveryDetailsDialog(props: DeliveryDetailsDialogProps) {
  const { open, onCancel } = props;
  // When the saved measurements cannot be read, the fields start empty.
  const saved = useQuery({ ...measurementsQuery, retry: false });
  const settings = useSettings();
  const addToCart = useAddToCart();
  const { t } = useBookingTexts();
  return (
    <FormDialog
      open={open}
      onCancel={onCancel}
      title={t('details.title')}
      description={t('details.description')}
      formId="delivery-details-form"
      submitLabel={t('details.addToCart')}
      pendingLabel={t('common.adding')}
      pending={addToCart.isPending}
      loadingHeight={saved.isPending || !settings.data ? 320 : undefined}
    >
      {settings.data ? (
        <DeliveryDetailsForm
          {...props}
          saved={saved.data ?? null}
          rules={settings.data.rental}
          freshMonths={settings.data.measurements.freshMonths}
          addToCart={addToCart}
        />
      ) : null}
    </FormDialog>
  );
}

function DeliveryDetailsForm({
  request,
  deliverTo,
  onChangePincode,
  onAdded,
  onRefused,
  saved,
  rules,
  freshMonths,
  addToCart,
}: DeliveryDetailsDialogProps & {
  saved: Measurements | null;
  rules: Settings['rental'];
  freshMonths: number;
  addToCart: ReturnType<typeof useAddToCart>;
}) {
  const { product, eventDate, period, rent } = request;
  const { t } = useBookingTexts();
  const { money, shortDate } = useFormat();
  const day = (date: string) => shortDate(date as IsoDate);
  const fields = measurementFieldsOf(product);
  const schema = useMemo(
    () =>
      z.object({
        measurements: measurementsSchema(fields),
        remark: z.string().trim().max(500, 'At most 500 characters'),
        remember: z.boolean(),
      }),
    [fields],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      measurements: prefillMeasurements(fields, product.group, { saved, size: chosenSize(product.group) }),
      remark: '',
      remember: true,
    },
  });
  const { register, handleSubmit, formState, setError } = form;
  const { deliveryDate, returnDate } = rentalDates(eventDate, period, rules);
  const deposit = refundableDeposit({ deposit: product.deposit, baseRent: product.rent });
  const fromSaved = saved && fields.some((f) => saved[f] !== null);

  const saveMeasurements = useSaveMeasurements();
  const submit = handleSubmit(async ({ measurements, remark, remember }) => {
    try {
      const result = await addToCart.mutateAsync({
        code: product.code,
        eventDate,
        period,
        measurements,
        ...(remark ? { remark } : {}),
        fallbackToWishlist: true,
      });
      // Kept for the next booking (and the account's Measurement page), when asked to.
      if (remember && fields.length > 0) saveMeasurements.mutate(measurements);
      onAdded(result);
    } catch (error) {
      // Sizes the server refused are shown under their fields; the rest is the flow's.
      const sizeErrors = refusedMeasurements(error);
      if (sizeErrors.length === 0) {
        onRefused(error);
        return;
      }
      for (const [field, message] of sizeErrors) setError(`measurements.${field}`, { message });
    }
  });

  return (
    <form id="delivery-details-form" onSubmit={submit} noValidate className={styles.form}>
      <FlowItem product={product} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('details.eventDate')}</dt>
          <dd>{day(eventDate)}</dd>
        </div>
        <div>
          <dt>{t('details.period')}</dt>
          <dd>{t('common.days', { days: period })}</dd>
        </div>
        <div>
          <dt>{t('details.deliveryDate')}</dt>
          <dd>{day(deliveryDate)}</dd>
        </div>
        <div>
          <dt>{t('details.returnDate')}</dt>
          <dd>{day(returnDate)}</dd>
        </div>
        <div>
          <dt>{t('details.rent')}</dt>
          <dd className="price">{money(rent)}</dd>
        </div>
        <div>
          <dt>{t('details.deposit')}</dt>
          <dd className="price">{money(deposit)}</dd>
        </div>
      </dl>
      <p className={styles.deliverTo}>
        <MapPin size={18} aria-hidden="true" />
        <span>
          {t('details.deliverTo')}{' '}
          <strong>
            {deliverTo.areaName ? `${deliverTo.areaName}, ` : ''}
            {deliverTo.pincode ?? '-'}
          </strong>
        </span>
        <button type="button" className="link-button" onClick={onChangePincode}>
          {t('details.change')}
        </button>
      </p>
      {fromSaved ? <StillRight saved={saved} freshMonths={freshMonths} /> : null}
      <MeasurementFields
        idPrefix="rent"
        fields={fields}
        register={(field) => register(`measurements.${field}`)}
        errors={formState.errors.measurements}
        hint={fromSaved ? t('details.fromSaved') : undefined}
        remember={fields.length > 0 ? register('remember') : undefined}
      />
      <RemarkField id="rent-remark" field={register('remark')} placeholder={t('details.remarkPlaceholder')} />
    </form>
  );
}
