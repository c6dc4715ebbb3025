import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { COMMERCE_MESSAGES, PINCODE_NOT_FOUND, Pincode } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { i18n } from '@/i18n';
import { useServerMessage } from '@/i18n/messages';
import { useShopTexts } from '@/i18n/texts/shop';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getPincode } from '../api/get-pincode';
import { locationStore, useShopperLocation } from '../location-store';
import styles from './location.module.css';

const PincodeForm = z.object({ pincode: Pincode });
const NOT_SERVED = `${COMMERCE_MESSAGES.notServiceable}: no branch delivers to this pincode yet. You can choose a branch and pick the piece up there.`;
type PincodeFormValues = z.infer<typeof PincodeForm>;

/** 'Enter Delivery Pincode': the area is looked up from 6 digits; Save keeps pincode and area. */
export function PincodeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useShopTexts();
  const say = useServerMessage();
  const current = useShopperLocation();
  const form = useForm<PincodeFormValues>({
    resolver: zodResolver(PincodeForm),
    defaultValues: { pincode: current.pincode ?? '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, watch, formState, setError, reset } = form;

  // Before the dialog is painted: a reset after it (an effect's turn) wiped digits typed at once.
  useLayoutEffect(() => {
    if (open) reset({ pincode: locationStore.get().pincode ?? '' });
  }, [open, reset]);

  const typed = watch('pincode');
  const complete = /^\d{6}$/.test(typed);
  // The area lookup runs only once all 6 digits are typed.
  const area = useQuery({
    queryKey: ['pincode', typed],
    queryFn: ({ signal }) => getPincode(typed, signal),
    enabled: open && complete,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  // A pincode no branch is known to deliver to is refused (also one whose place is uncertain);
  // the customer can still pick up at a branch.
  const notServed =
    complete && area.data?.pincode === typed && area.data.serviceability !== 'yes' ? NOT_SERVED : null;
  const lookupError =
    complete && area.isError
      ? isApiError(area.error, 404) || isApiError(area.error, 400)
        ? PINCODE_NOT_FOUND
        : t('pincode.fetchFailed')
      : null;
  const message = formState.errors.pincode?.message ?? lookupError ?? notServed;

  const save = handleSubmit(async ({ pincode }) => {
    const info = area.data?.pincode === pincode ? area.data : await getPincode(pincode).catch(() => null);
    if (!info) {
      setError('pincode', { message: PINCODE_NOT_FOUND });
      return;
    }
    if (info.serviceability !== 'yes') {
      setError('pincode', { message: NOT_SERVED });
      return;
    }
    locationStore.setPincode(info.pincode, info.areaName);
    if (info.nearestBranch) locationStore.setBranch(info.nearestBranch);
    onOpenChange(false);
    toast.success(
      info.nearestBranch
        ? i18n.t('toasts.delivering', {
            area: info.areaName,
            pincode: info.pincode,
            branch: info.nearestBranch.name,
          })
        : i18n.t('toasts.pincodeSet', { pincode: info.pincode }),
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('pincode.title')}
      description={t('pincode.description')}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={() => onOpenChange(false)}>
            {t('pincode.cancel')}
          </button>
          <button
            type="submit"
            form="pincode-form"
            className="btn btn-primary"
            disabled={formState.isSubmitting}
          >
            {t('pincode.save')}
          </button>
        </>
      }
    >
      <form id="pincode-form" onSubmit={save} noValidate className={styles.pincodeForm}>
        <div className="field">
          <label className="field-label" htmlFor="delivery-pincode">
            {t('pincode.label')}
          </label>
          <input
            id="delivery-pincode"
            className="input"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t('pincode.placeholder')}
            aria-invalid={message ? true : undefined}
            aria-describedby="delivery-pincode-status"
            {...register('pincode', {
              setValueAs: (v: string) => v.replace(/\D/g, ''),
            })}
          />
          <div id="delivery-pincode-status" aria-live="polite">
            {message ? (
              <p className="field-error">{say(message)}</p>
            ) : complete && area.isFetching ? (
              <p className="field-hint">{t('pincode.lookingUp')}</p>
            ) : complete && area.data ? (
              <p className={styles.area}>
                <strong>{area.data.areaName}</strong>, {area.data.district}, {area.data.state}
                {area.data.nearestBranch ? (
                  <span className="field-hint">
                    {t('pincode.nearest', {
                      name: area.data.nearestBranch.name,
                      km: Math.round(area.data.nearestBranch.distanceKm),
                    })}
                  </span>
                ) : null}
              </p>
            ) : null}
          </div>
        </div>
      </form>
    </Dialog>
  );
}
