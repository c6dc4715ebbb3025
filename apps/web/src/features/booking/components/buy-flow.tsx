import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { Measurements, ProductDetail } from '@vastra/shared/schemas';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/form/form-dialog';
import { MeasurementFields } from '@/components/form/measurement-fields';
import {
  measurementFieldsOf,
  measurementsSchema,
  prefillMeasurements,
} from '@/components/form/measurement-form';
import { measurementsQuery, useSaveMeasurements } from '@/features/account';
import { useAddToCart } from '@/features/cart';
import { useFormat } from '@/i18n/format';
import { useBookingTexts } from '@/i18n/texts/booking';
import '@/i18n/texts/booking-dialogs';
import { isApiError } from '@/lib/api-client';
import type { BuyFlowRequest } from '../lib/flow-request';
import styles from './booking-flow.module.css';
import { AddedToCartDialog, FAILED_TO_ADD, type Notice, NoticeDialog } from './flow-dialogs';
import { FlowItem } from './flow-item';

/** The 'Item Added' notice closes itself after 3 seconds. */
const ITEM_ADDED_MS = 3000;

type Step = { kind: 'measure' } | { kind: 'added' } | { kind: 'notice'; notice: Notice };

/** BUY NOW after login: measurements → add to the cart → 'Item Added' (3 s) or the Disclaimer popup. */
export default function BuyFlow({
  request,
  onClose,
}: {
  request: BuyFlowRequest | null;
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step | null>(null);
  const { t } = useBookingTexts();
  const { money } = useFormat();
  useEffect(() => setStep(request ? { kind: 'measure' } : null), [request]);

  useEffect(() => {
    if (step?.kind !== 'added') return;
    const timer = window.setTimeout(onClose, ITEM_ADDED_MS);
    return () => window.clearTimeout(timer);
  }, [step, onClose]);

  if (!request) return null;
  const { product } = request;
  return (
    <>
      {step?.kind === 'measure' ? (
        <MeasureDialog
          product={product}
          onCancel={onClose}
          onAdded={() => setStep({ kind: 'added' })}
          onRefused={(error) =>
            setStep({
              kind: 'notice',
              notice: {
                tone: 'error',
                title: t('common.disclaimer'),
                message:
                  isApiError(error) && [0, 400, 409].includes(error.status) ? error.message : FAILED_TO_ADD,
              },
            })
          }
        />
      ) : null}
      <AddedToCartDialog
        open={step?.kind === 'added'}
        title={t('flow.itemAdded')}
        product={product}
        details={<p className="price">{money(product.salePrice)}</p>}
        onClose={onClose}
        closeLabel={t('common.close')}
      />
      <NoticeDialog notice={step?.kind === 'notice' ? step.notice : null} onClose={onClose} />
    </>
  );
}

type MeasureDialogProps = {
  product: ProductDetail;
  onCancel: () => void;
  onAdded: () => void;
  onRefused: (error: unknown) => void;
};

/** The measurement dialog of a purchase: saved measurements, chest or bust from the piece's size. */
function MeasureDialog(props: MeasureDialogProps) {
  const saved = useQuery({ ...measurementsQuery, retry: false });
  const addToCart = useAddToCart();
  const { t } = useBookingTexts();
  return (
    <FormDialog
      open
      onCancel={props.onCancel}
      title={t('buy.title')}
      description={t('buy.description')}
      formId="buy-measure-form"
      submitLabel={t('common.continue')}
      pendingLabel={t('common.adding')}
      pending={addToCart.isPending}
      loadingHeight={saved.isPending ? 260 : undefined}
    >
      <MeasureForm {...props} saved={saved.data ?? null} addToCart={addToCart} />
    </FormDialog>
  );
}

function MeasureForm({
  product,
  onAdded,
  onRefused,
  saved,
  addToCart,
}: MeasureDialogProps & { saved: Measurements | null; addToCart: ReturnType<typeof useAddToCart> }) {
  const fields = measurementFieldsOf(product);
  const schema = useMemo(
    () => z.object({ measurements: measurementsSchema(fields), remember: z.boolean() }),
    [fields],
  );
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      measurements: prefillMeasurements(fields, product.group, { saved, size: product.size }),
      remember: true,
    },
  });
  const saveMeasurements = useSaveMeasurements();
  const { money } = useFormat();
  const submit = handleSubmit(async ({ measurements, remember }) => {
    try {
      await addToCart.mutateAsync({ code: product.code, measurements });
      if (remember && fields.length > 0) saveMeasurements.mutate(measurements);
      onAdded();
    } catch (error) {
      onRefused(error);
    }
  });
  return (
    <form id="buy-measure-form" onSubmit={submit} noValidate className={styles.form}>
      <FlowItem product={product}>
        <p className="price">{money(product.salePrice)}</p>
      </FlowItem>
      <MeasurementFields
        idPrefix="buy"
        fields={fields}
        register={(field) => register(`measurements.${field}`)}
        errors={formState.errors.measurements}
        remember={fields.length > 0 ? register('remember') : undefined}
      />
    </form>
  );
}
