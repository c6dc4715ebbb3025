import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { formatEventDate, formatRupees, refundableDeposit, rentalDates } from '@vastra/shared/rules';
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
  return (
    <FormDialog
      open={open}
      onCancel={onCancel}
      title="Delivery Details"
      description="Check your dates and give your measurements for the fitting."
      formId="delivery-details-form"
      submitLabel="Add to Cart"
      pendingLabel="Adding…"
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
          <dt>Event date</dt>
          <dd>{formatEventDate(eventDate)}</dd>
        </div>
        <div>
          <dt>Rental period</dt>
          <dd>{period} days</dd>
        </div>
        <div>
          <dt>Delivery date</dt>
          <dd>{formatEventDate(deliveryDate)}</dd>
        </div>
        <div>
          <dt>Return date</dt>
          <dd>{formatEventDate(returnDate)}</dd>
        </div>
        <div>
          <dt>Rent</dt>
          <dd className="price">{formatRupees(rent)}</dd>
        </div>
        <div>
          <dt>Refundable deposit</dt>
          <dd className="price">{formatRupees(deposit)}</dd>
        </div>
      </dl>
      <p className={styles.deliverTo}>
        <MapPin size={18} aria-hidden="true" />
        <span>
          Deliver to{' '}
          <strong>
            {deliverTo.areaName ? `${deliverTo.areaName}, ` : ''}
            {deliverTo.pincode ?? '-'}
          </strong>
        </span>
        <button type="button" className="link-button" onClick={onChangePincode}>
          Change
        </button>
      </p>
      {fromSaved ? <StillRight saved={saved} freshMonths={freshMonths} /> : null}
      <MeasurementFields
        idPrefix="rent"
        fields={fields}
        register={(field) => register(`measurements.${field}`)}
        errors={formState.errors.measurements}
        hint={
          fromSaved ? 'Filled in from your saved measurements. Change any that are not right.' : undefined
        }
        remember={fields.length > 0 ? register('remember') : undefined}
      />
      <RemarkField
        id="rent-remark"
        field={register('remark')}
        placeholder="Anything our tailor should know"
      />
    </form>
  );
}
