import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { COMMERCE_MESSAGES, PINCODE_NOT_FOUND, type PincodeInfo } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { locationStore } from '@/features/location';
import { useServerMessage } from '@/i18n/messages';
import { useBookingTexts } from '@/i18n/texts/booking';
import '@/i18n/texts/booking-dialogs';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { notServedMessage, pincodeServiceQuery } from '../api/get-pincode-service';
import styles from './booking-flow.module.css';

/** The product page's pincode check: messages for a wrong pincode and for one we deliver to. */
const INVALID_PINCODE = 'Please enter a valid pincode.';
const SERVICE_AVAILABLE = 'Service Available';

const PincodeForm = z.object({
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, INVALID_PINCODE),
});
type PincodeFormValues = z.infer<typeof PincodeForm>;

type PincodeCheckDialogProps = {
  open: boolean;
  /** The pincode chosen before, if any, and why it was not enough. */
  initialPincode: string;
  initialError: string | null;
  /** The piece asked about: only its own branch's reach counts. */
  productCode: string;
  /** Where the piece can be picked up when its branch does not deliver to the pincode. */
  pickupBranch: string;
  onCancel: () => void;
  /** The pincode is served (its answer), or the customer chose pickup at the piece's branch (null). */
  onAvailable: (info: PincodeInfo | null) => void;
};

/**
 * 'Enter Delivery Pincode' before a rental: checks that the shop delivers there ('Service
 * Available' / 'Service Not Available') and keeps the pincode as the header's choice.
 */
export function PincodeCheckDialog(props: PincodeCheckDialogProps) {
  const { open, initialPincode, initialError, productCode, pickupBranch, onCancel, onAvailable } = props;
  const queryClient = useQueryClient();
  const { t } = useBookingTexts();
  const say = useServerMessage();
  const { register, handleSubmit, formState, setError, reset } = useForm<PincodeFormValues>({
    resolver: zodResolver(PincodeForm),
    defaultValues: { pincode: initialPincode },
  });

  // Before the dialog is painted: a reset after it (an effect's turn) wiped digits typed at once.
  useLayoutEffect(() => {
    if (!open) return;
    reset({ pincode: initialPincode });
    if (initialError) setError('pincode', { message: initialError });
  }, [open, initialPincode, initialError, reset, setError]);

  const check = handleSubmit(async ({ pincode }) => {
    let info: PincodeInfo;
    try {
      info = await queryClient.fetchQuery(pincodeServiceQuery(pincode, productCode));
    } catch (error) {
      const message = isApiError(error, 404)
        ? PINCODE_NOT_FOUND
        : isApiError(error, 400)
          ? INVALID_PINCODE
          : t('pincode.fetchFailed');
      setError('pincode', { message });
      return;
    }
    const refusal = notServedMessage(info);
    if (refusal) {
      setError('pincode', { message: refusal });
      return;
    }
    locationStore.setPincode(info.pincode, info.areaName);
    if (info.nearestBranch) locationStore.setBranch(info.nearestBranch);
    toast.success(SERVICE_AVAILABLE);
    onAvailable(info);
  });

  const message = formState.errors.pincode?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      size="sm"
      title={t('pincode.title')}
      description={t('pincode.description')}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          {message?.startsWith(COMMERCE_MESSAGES.notServiceable) && pickupBranch ? (
            // Home delivery is refused, pickup at the piece's branch is not: book for pickup.
            <button type="button" className="btn btn-outline" onClick={() => onAvailable(null)}>
              {t('pincode.pickUpAt', { branch: pickupBranch })}
            </button>
          ) : null}
          <button
            type="submit"
            form="rent-pincode-form"
            className="btn btn-primary"
            disabled={formState.isSubmitting}
          >
            {formState.isSubmitting ? t('pincode.checking') : t('pincode.check')}
          </button>
        </>
      }
    >
      <form id="rent-pincode-form" onSubmit={check} noValidate className={styles.form}>
        <div className="field">
          <label className="field-label" htmlFor="rent-pincode">
            {t('pincode.label')}
          </label>
          <input
            id="rent-pincode"
            className="input"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t('pincode.placeholder')}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'rent-pincode-error' : undefined}
            {...register('pincode', { setValueAs: (v: string) => v.replace(/\D/g, '') })}
          />
          {message ? (
            <p id="rent-pincode-error" className="field-error" role="alert">
              {say(message)}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
