import { useQueryClient } from '@tanstack/react-query';
import { type IsoDate, MESSAGES } from '@vastra/shared/rules';
import { COMMERCE_MESSAGES } from '@vastra/shared/schemas';
import { useEffect, useState } from 'react';
import { locationStore, useShopperLocation } from '@/features/location';
import { useFormat } from '@/i18n/format';
import { useBookingTexts } from '@/i18n/texts/booking';
import { isApiError } from '@/lib/api-client';
import { notServedMessage, pincodeServiceQuery } from '../api/get-pincode-service';
import type { RentFlowRequest } from '../lib/flow-request';
import { substituteHref, substituteOf } from '../lib/substitute';
import { DeliveryDetailsDialog } from './delivery-details-dialog';
import { AddedToCartDialog, FAILED_TO_ADD, type Notice, NoticeDialog } from './flow-dialogs';
import { PincodeCheckDialog } from './pincode-check-dialog';

type Step =
  | { kind: 'pincode'; error: string | null }
  | { kind: 'details' }
  | { kind: 'added' }
  | { kind: 'notice'; notice: Notice };

/**
 * Rent Now after login: the delivery pincode (asked for when none is chosen or it is not
 * served), the delivery details, then the outcome: added, moved to the wishlist (cart full),
 * already in the cart, dates taken (the page's date is cleared) or the Disclaimer popup.
 */
export default function RentFlow({
  request,
  onClose,
}: {
  request: RentFlowRequest | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const location = useShopperLocation();
  const [step, setStep] = useState<Step | null>(null);
  const { t } = useBookingTexts();
  const { shortDate } = useFormat();

  // Each press of Rent Now (a new request) starts with the pincode check.
  useEffect(() => {
    if (!request) {
      setStep(null);
      return;
    }
    // Read once: a pincode saved during the flow must not restart it.
    const { pincode } = locationStore.get();
    if (!pincode) {
      setStep({ kind: 'pincode', error: null });
      return;
    }
    let current = true;
    queryClient.fetchQuery(pincodeServiceQuery(pincode, request.product.code)).then(
      (info) => {
        if (!current) return;
        const refusal = notServedMessage(info);
        setStep(refusal ? { kind: 'pincode', error: refusal } : { kind: 'details' });
      },
      () => current && setStep({ kind: 'pincode', error: null }),
    );
    return () => {
      current = false;
    };
  }, [request, queryClient]);

  if (!request) return null;
  const { product } = request;

  const refused = (error: unknown) => {
    const datesRefused = (message: string, title: string, offer?: Notice['offer']) => {
      request.clearEventDate?.();
      void queryClient.invalidateQueries({ queryKey: ['booked-dates', product.code] });
      setStep({ kind: 'notice', notice: { tone: 'conflict', title, message, ...(offer ? { offer } : {}) } });
    };
    if (isApiError(error, 409) && error.message === COMMERCE_MESSAGES.alreadyInCart) {
      setStep({
        kind: 'notice',
        notice: { tone: 'already', title: t('flow.alreadyInBag'), message: error.message },
      });
    } else if (isApiError(error, 409) && error.message === MESSAGES.conflict) {
      // The shop may offer a free piece of the same kind and size for the same dates.
      const substitute = substituteOf(error.details);
      datesRefused(
        MESSAGES.conflict,
        t('flow.changeDate'),
        substitute
          ? {
              text: `${t('flow.booked', { code: product.code })} ${t('flow.substitute', {
                code: substitute.code,
                name: substitute.name,
                size: substitute.sizeLabel,
              })}`,
              label: t('flow.rentInstead', { code: substitute.code }),
              href: substituteHref(substitute, request.eventDate, request.period),
            }
          : undefined,
      );
    } else if (isApiError(error, 400) && error.fields.eventDate) {
      datesRefused(error.fields.eventDate, t('flow.chooseAnother'));
    } else {
      const message =
        isApiError(error) && (error.status === 400 || error.status === 409 || error.status === 0)
          ? error.message
          : FAILED_TO_ADD;
      setStep({ kind: 'notice', notice: { tone: 'error', title: t('common.disclaimer'), message } });
    }
  };

  return (
    <>
      <PincodeCheckDialog
        open={step?.kind === 'pincode'}
        initialPincode={location.pincode ?? ''}
        initialError={step?.kind === 'pincode' ? step.error : null}
        productCode={product.code}
        pickupBranch={product.branchName}
        onCancel={onClose}
        onAvailable={() => setStep({ kind: 'details' })}
      />
      {step?.kind === 'details' ? (
        <DeliveryDetailsDialog
          open
          request={request}
          deliverTo={location}
          onChangePincode={() => setStep({ kind: 'pincode', error: null })}
          onCancel={onClose}
          onAdded={(result) =>
            setStep(
              result.addedTo === 'cart'
                ? { kind: 'added' }
                : {
                    kind: 'notice',
                    notice: { tone: 'wishlist', title: t('flow.addedToWishlist'), message: result.message },
                  },
            )
          }
          onRefused={refused}
        />
      ) : null}
      <AddedToCartDialog
        open={step?.kind === 'added'}
        title={t('flow.addedToBag')}
        product={product}
        details={
          <p>
            {t('flow.eventLine', { date: shortDate(request.eventDate as IsoDate), days: request.period })}
          </p>
        }
        onClose={onClose}
      />
      <NoticeDialog notice={step?.kind === 'notice' ? step.notice : null} onClose={onClose} />
    </>
  );
}
