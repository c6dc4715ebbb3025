import { zodResolver } from '@hookform/resolvers/zod';
import { AccountDetailsSchema, type Profile } from '@vastra/shared/schemas';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { type AddressField, AddressFields } from '@/components/form/address-fields';
import { paths } from '@/config/paths';
import { formatMobile } from '@/features/auth';
import { useServerMessage } from '@/i18n/messages';
import { useProfileTexts } from '@/i18n/texts/profile';
import { isApiError } from '@/lib/api-client';
import { useMe } from '../api/get-me';
import { useUpdateMe } from '../api/update-me';
import { ACCOUNT_FETCH_FAILED } from '../lib/messages';
import styles from './account.module.css';
import own from './account-form.module.css';
import { AccountHeader, AccountSkeleton } from './account-header';
import { MessageSettings } from './message-settings';

/** What the form says after Save: saved (then back where the customer came from), or why not. */
const ADDRESS_SAVED = 'Address saved successfully. Redirecting...';
const ADDRESS_SAVE_FAILED = 'Error saving address. Please try again.';
const REDIRECT_AFTER_SAVE_MS = 1000;

/** The form holds the account's details; the station (checkout's field) is kept as it is. */
const AccountFormSchema = AccountDetailsSchema.omit({ station: true });
type Values = z.output<typeof AccountFormSchema>;

/** The details in the order the page asks for them; road, landmark and alternate phone may stay empty. */
const FIELDS: Omit<AddressField<Values>, 'label'>[] = [
  { name: 'firstName', id: 'account-first-name', autoComplete: 'given-name' },
  { name: 'lastName', id: 'account-last-name', autoComplete: 'family-name' },
  { name: 'building', autoComplete: 'address-line1', className: own.full },
  { name: 'road', autoComplete: 'address-line2', className: own.full, optional: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zip', inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 },
  { name: 'landmark', optional: true },
  { name: 'email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  {
    name: 'phone2',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    maxLength: 10,
    optional: true,
  },
];

const fromProfile = (p: Profile): Values => ({
  firstName: p.firstName,
  lastName: p.lastName,
  building: p.building,
  road: p.road,
  city: p.city,
  state: p.state,
  zip: p.zip,
  landmark: p.landmark,
  email: p.email,
  phone2: p.phone2,
});

/** /account-edit 'Account Details': loads the profile, then the form. */
export function AccountDetails() {
  const me = useMe();
  const { t } = useProfileTexts();
  const message = useServerMessage();
  return (
    <>
      <AccountHeader title={t('details.title')} lead={t('details.lead')} />
      {me.isPending ? (
        <AccountSkeleton lines={10} />
      ) : me.isError ? (
        <div className={styles.actions}>
          <p className={styles.error} role="alert">
            {message(ACCOUNT_FETCH_FAILED)}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => me.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : (
        <>
          <AccountDetailsForm profile={me.data} />
          <MessageSettings />
        </>
      )}
    </>
  );
}

type Outcome = { saved: true } | { saved: false; message: string };

function AccountDetailsForm({ profile }: { profile: Profile }) {
  const form = useForm<z.input<typeof AccountFormSchema>, unknown, Values>({
    resolver: zodResolver(AccountFormSchema),
    defaultValues: fromProfile(profile),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError } = form;
  const update = useUpdateMe();
  const { t } = useProfileTexts();
  const message = useServerMessage();
  const fields = FIELDS.map((field) => ({ ...field, label: t(`details.fields.${field.name}`) }));
  const navigate = useNavigate();
  const location = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const errors = formState.errors;

  // After a save, back to where the customer came from after one second.
  const saved = outcome?.saved === true;
  const cameFromSite = location.key !== 'default';
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => {
      if (cameFromSite) navigate(-1);
      else navigate(paths.accountAddress.getHref(), { replace: true });
    }, REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [saved, cameFromSite, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await update.mutateAsync(values);
      setOutcome({ saved: true });
    } catch (error) {
      if (!isApiError(error) || error.status === 0) {
        setOutcome({ saved: false, message: ADDRESS_SAVE_FAILED });
        return;
      }
      let placed = false;
      for (const [field, message] of Object.entries(error.fields)) {
        if (field in AccountFormSchema.shape) {
          setError(field as keyof Values, { type: 'server', message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      setOutcome({
        saved: false,
        message:
          placed || error.status === 400
            ? ADDRESS_SAVE_FAILED
            : t('details.serverError', { status: error.status }),
      });
    }
  });

  const busy = formState.isSubmitting;
  return (
    <section className={styles.panel} aria-labelledby="details-title">
      <h2 id="details-title" className="visually-hidden">
        {t('details.yours')}
      </h2>
      <p className={own.login}>
        {t('details.mobile')} <strong>{formatMobile(profile.mobile)}</strong>
      </p>
      <form onSubmit={onSubmit} noValidate className={own.form} aria-labelledby="details-title">
        <AddressFields idPrefix="account" fields={fields} register={register} errors={errors} />
        <div className={`${own.full} ${styles.actions}`}>
          {/* Present from the start, so that screen readers announce what appears in it. */}
          <div role="status" className={own.outcome}>
            {outcome?.saved ? <p className={styles.success}>{message(ADDRESS_SAVED)}</p> : null}
          </div>
          {outcome && !outcome.saved ? (
            <p className={`${styles.error} ${own.outcome}`} role="alert">
              {message(outcome.message)}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={busy || saved}>
            <Save size={18} aria-hidden="true" />
            {busy ? t('common.saving') : t('details.save')}
          </button>
          <p className={own.note}>{t('details.required')}</p>
        </div>
      </form>
    </section>
  );
}
