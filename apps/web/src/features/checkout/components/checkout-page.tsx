import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Cart, Profile, Settings } from '@vastra/shared/schemas';
import { Lock, ShoppingBag } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { useCredit, useMe } from '@/features/account';
import { Amounts, CartGroups, cartQuery, useCart } from '@/features/cart';
import { i18n, useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { useSettings } from '@/lib/settings';
import { toast } from '@/lib/toast';
import { useCheckoutDraft } from '../hooks/use-checkout-draft';
import { useHomeDeliveryRefusal } from '../hooks/use-home-delivery-refusal';
import { usePlaceOrder } from '../hooks/use-place-order';
import {
  type CheckoutFormOutput,
  CheckoutFormSchema,
  type CheckoutFormValues,
  checkoutDefaults,
} from '../lib/checkout-form';
import { CheckoutAddressFields } from './address-fields';
import styles from './checkout.module.css';
import { CreditChoice } from './credit-choice';
import { DeliveryChoice } from './delivery-choice';
import { OrderConflict } from './order-conflict';
import { PaymentTermsDialog } from './payment-terms-dialog';
import { WhatsAppOptIn } from './whatsapp-opt-in';
import '@/i18n/texts/orders';

/** /checkout (and ?single=true): billing and delivery details, the order summary, Place Order. */
export function CheckoutPage() {
  const me = useMe();
  const cart = useCart('home');
  const settings = useSettings();
  const { t } = useTranslation();

  if (cart.isError || settings.isError) {
    return (
      <PageState level={1} title={t('checkout.failed')}>
        <p>{t('cart.checkConnection')}</p>
        <button type="button" className="btn btn-primary" onClick={() => cart.refetch()}>
          {t('cart.tryAgain')}
        </button>
      </PageState>
    );
  }
  // The profile only prefills: the form opens without it if it cannot be read.
  if (cart.isPending || !settings.data || me.isPending) {
    return (
      <div className={styles.layout} aria-busy="true">
        <span className="visually-hidden">{t('checkout.loading')}</span>
        <div className="skeleton" style={{ height: 560 }} />
        <div className="skeleton" style={{ height: 360 }} />
      </div>
    );
  }
  if (cart.data.items.length === 0) {
    return (
      <PageState level={1} title={t('cart.empty')} icon={<ShoppingBag size={40} aria-hidden="true" />}>
        <p>{t('checkout.emptyText')}</p>
        <Link className="btn btn-primary" to={paths.home.getHref()}>
          {t('checkout.browse')}
        </Link>
      </PageState>
    );
  }
  return <CheckoutForm profile={me.data} cart={cart.data} settings={settings.data} />;
}

function CheckoutForm({ profile, cart, settings }: { profile?: Profile; cart: Cart; settings: Settings }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const draft = useCheckoutDraft(profile?.id);
  const defaultValues = useMemo(() => checkoutDefaults(profile, draft.read()), [profile, draft]);
  const form = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues,
    // Checked when a field is left, then as it is typed.
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, watch, setError } = form;
  const deliveryType = watch('deliveryType');
  const notes = watch('orderNotes') ?? '';

  // Remembered between visits.
  useEffect(() => {
    const subscription = watch((values) => draft.write(values as Partial<CheckoutFormValues>));
    return () => subscription.unsubscribe();
  }, [watch, draft]);

  // The summary follows the delivery type, computed on the server.
  const priced = useQuery({ ...cartQuery(deliveryType), placeholderData: keepPreviousData });
  const summary = priced.data ?? cart;
  const { stage, confirm, moveToWishlist, conflict, swap, swapped } = usePlaceOrder(summary.items);
  const [pending, setPending] = useState<CheckoutFormOutput | null>(null);
  // On by default when the customer has store credit; the server spends it oldest first.
  const credit = useCredit();
  const [payWithCredit, setPayWithCredit] = useState(true);
  const withCredit = payWithCredit && (credit.data?.balance ?? 0) > 0;

  const placeOrder = handleSubmit((values) => setPending(values));

  const onConfirm = async () => {
    if (!pending) return;
    const fieldErrors = await confirm(pending, withCredit);
    setPending(null);
    for (const [name, message] of Object.entries(fieldErrors ?? {})) {
      setError(name as keyof CheckoutFormValues, { message });
    }
  };
  const onClose = async () => {
    await moveToWishlist();
    setPending(null);
    toast.info(i18n.t('checkout.movedToWishlist'));
    navigate(paths.wishlist.getHref());
  };

  const branchName = summary.items[0]?.product.branchName ?? '';
  const homeRefusal = useHomeDeliveryRefusal(watch('zipCode'), summary.items[0]?.product.code);
  return (
    <div className={styles.layout}>
      {conflict ? (
        <OrderConflict message={conflict} items={summary.items} swap={swap} onSwapped={swapped} />
      ) : null}
      <form
        id="checkout-form"
        className={styles.form}
        onSubmit={placeOrder}
        noValidate
        aria-labelledby="billing-title"
      >
        <section className={styles.panel}>
          <h2 id="billing-title" className={styles.sectionTitle}>
            {t('checkout.billing')}
          </h2>
          <CheckoutAddressFields register={register} errors={formState.errors} />
        </section>
        <section className={styles.panel}>
          <DeliveryChoice
            register={register}
            settings={settings}
            branchName={branchName}
            homeRefusal={deliveryType === 'home' ? homeRefusal : null}
          />
        </section>
        <section className={styles.panel}>
          <div className="field">
            <label className="field-label" htmlFor="checkout-orderNotes">
              {t('checkout.notes')} <span className={styles.optional}>{t('checkout.optional')}</span>
            </label>
            <textarea
              id="checkout-orderNotes"
              className={`input ${styles.textarea}`}
              maxLength={500}
              placeholder={t('checkout.notesPlaceholder')}
              aria-describedby="checkout-orderNotes-count"
              {...register('orderNotes')}
            />
            <p id="checkout-orderNotes-count" className="field-hint">
              {notes.length} / 500<span className="visually-hidden"> {t('checkout.characters')}</span>
            </p>
          </div>
          <WhatsAppOptIn register={register} />
        </section>
      </form>

      <aside className={styles.summary} aria-labelledby="summary-title">
        <h2 id="summary-title" className={styles.sectionTitle}>
          {t('checkout.yourOrder')}
        </h2>
        <div className={styles.summaryLines}>
          <CartGroups items={summary.items} />
        </div>
        <div aria-live="polite" aria-busy={priced.isFetching}>
          <Amounts
            amounts={summary.totals}
            advancePct={summary.totals.advancePct}
            memberDiscountPct={summary.totals.memberDiscountPct}
            deliveryLabel={
              summary.deliveryType === 'pickup' ? t('checkout.storePickup') : t('cart.homeDelivery')
            }
            advanceLabel={withCredit ? t('checkout.advance') : t('cart.advanceNow')}
          />
          <CreditChoice
            credit={credit.data}
            totals={summary.totals}
            checked={payWithCredit}
            onChange={setPayWithCredit}
          />
        </div>
        <button
          type="submit"
          form="checkout-form"
          className="btn btn-primary btn-block"
          disabled={stage !== 'idle' || priced.isFetching}
        >
          <Lock size={18} aria-hidden="true" />
          {t('checkout.placeOrder')}
        </button>
        <p className={styles.hint}>{t('checkout.payHint')}</p>
      </aside>

      <PaymentTermsDialog
        open={pending !== null}
        totals={summary.totals}
        creditAvailable={withCredit ? (credit.data?.balance ?? 0) : 0}
        settings={settings}
        stage={stage}
        onConfirm={onConfirm}
        onClose={onClose}
        onDismiss={() => setPending(null)}
      />
    </div>
  );
}

/** The page's frame: breadcrumb and heading. */
export function CheckoutHeader() {
  const { t } = useTranslation();
  return (
    <>
      <Breadcrumb
        items={[
          { label: t('listing.home'), href: paths.home.getHref() },
          { label: t('cart.crumb'), href: paths.cart.getHref() },
          { label: t('checkout.title') },
        ]}
      />
      <h1 className={styles.title}>{t('checkout.title')}</h1>
    </>
  );
}
