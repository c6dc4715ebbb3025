import { zodResolver } from '@hookform/resolvers/zod';
import { todayInIndia } from '@vastra/shared/rules';
import {
  MEASUREMENT_FIELDS,
  MEASUREMENT_LABELS,
  MEASUREMENTS_SAVED,
  type MeasurementField,
  type Measurements,
  MeasurementsInputSchema,
} from '@vastra/shared/schemas';
import { Pencil, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OptionalField } from '@/components/form/optional-field';
import { useFormat } from '@/i18n/format';
import { useServerMessage } from '@/i18n/messages';
import { useProfileTexts } from '@/i18n/texts/profile';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMeasurements } from '../api/get-measurements';
import { useSaveMeasurements } from '../api/save-measurements';
import styles from './account.module.css';
import { AccountHeader, AccountSkeleton } from './account-header';
import own from './measurements.module.css';

/** Shown under the form when the measurements could not be saved, or read. */
const MEASUREMENTS_FAILED = 'Failed to save measurements. Please try again.';
const MEASUREMENTS_LOAD_FAILED = 'We could not load your measurements. Please try again.';

const GROUPS = [
  { id: 'men', fields: MEASUREMENT_FIELDS.men },
  { id: 'women', fields: MEASUREMENT_FIELDS.women },
] as const;

/** A text box's inches: '' clears the value, anything else is checked by the shared schema. */
const inches = (field: MeasurementField) =>
  z
    .string()
    .transform((text) => (text.trim() === '' ? null : text.trim()))
    // The shared rule coerces any input (unknown); here it is always text or null.
    .pipe(MeasurementsInputSchema.shape[field] as z.ZodType<number | null | undefined, string | null>);

const MeasurementsFormSchema = z.object({
  pantLength: inches('pantLength'),
  pantWaist: inches('pantWaist'),
  chest: inches('chest'),
  sleeveLength: inches('sleeveLength'),
  topBust: inches('topBust'),
  topWaist: inches('topWaist'),
  topSleeves: inches('topSleeves'),
  chaniyaLength: inches('chaniyaLength'),
});
type Input = z.input<typeof MeasurementsFormSchema>;
type Values = z.output<typeof MeasurementsFormSchema>;

const toText = (m: Measurements): Input => ({
  pantLength: m.pantLength?.toString() ?? '',
  pantWaist: m.pantWaist?.toString() ?? '',
  chest: m.chest?.toString() ?? '',
  sleeveLength: m.sleeveLength?.toString() ?? '',
  topBust: m.topBust?.toString() ?? '',
  topWaist: m.topWaist?.toString() ?? '',
  topSleeves: m.topSleeves?.toString() ?? '',
  chaniyaLength: m.chaniyaLength?.toString() ?? '',
});

/** /account-measurement: the men's and women's sets, shown, then editable with Edit; Save saves. */
export function MeasurementsPanel() {
  const measurements = useMeasurements();
  const { t } = useProfileTexts();
  const message = useServerMessage();
  return (
    <>
      <AccountHeader title={t('measurements.title')} lead={t('measurements.lead')} />
      {measurements.isPending ? (
        <AccountSkeleton lines={8} />
      ) : measurements.isError ? (
        <div className={styles.actions}>
          <p className={styles.error} role="alert">
            {message(MEASUREMENTS_LOAD_FAILED)}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => measurements.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : (
        <MeasurementsForm saved={measurements.data} />
      )}
    </>
  );
}

function MeasurementsForm({ saved }: { saved: Measurements }) {
  const [editing, setEditing] = useState(false);
  const { t } = useProfileTexts();
  const message = useServerMessage();
  const { shortDate } = useFormat();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(MeasurementsFormSchema),
    // Follows the saved values when they are read again after a save, keeping anything being typed.
    values: toText(saved),
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, reset, setFocus } = form;
  const save = useSaveMeasurements();

  const startEditing = () => {
    setProblem(null);
    setEditing(true);
    // After the inputs exist.
    window.setTimeout(() => setFocus('pantLength'), 0);
  };
  const cancel = () => {
    reset(toText(saved));
    setProblem(null);
    setEditing(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    let stored: Measurements;
    try {
      stored = await save.mutateAsync(values);
    } catch (error) {
      if (isApiError(error, 400)) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in MeasurementsFormSchema.shape)
            setError(field as MeasurementField, { type: 'server', message });
        }
      }
      setProblem(MEASUREMENTS_FAILED);
      return;
    }
    toast.success(MEASUREMENTS_SAVED);
    reset(toText(stored));
    setEditing(false);
  });

  const busy = formState.isSubmitting;
  const never = saved.updatedAt === null;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('measurements.yours')} className={styles.panel}>
      <div className={own.toolbar}>
        <p className={own.status}>
          {editing
            ? t('measurements.fillIn')
            : never
              ? t('measurements.none')
              : t('measurements.lastSaved', {
                  date: shortDate(todayInIndia(new Date(saved.updatedAt ?? ''))),
                })}
        </p>
        <div className={styles.actions}>
          {editing ? (
            <>
              <button key="cancel" type="button" className="btn btn-ghost" onClick={cancel} disabled={busy}>
                {t('common.cancel')}
              </button>
              <button key="save" type="submit" className="btn btn-primary" disabled={busy}>
                <Save size={18} aria-hidden="true" />
                {busy ? t('common.saving') : t('measurements.save')}
              </button>
            </>
          ) : (
            <button key="edit" type="button" className="btn btn-outline" onClick={startEditing}>
              <Pencil size={18} aria-hidden="true" />
              {t('measurements.edit')}
            </button>
          )}
        </div>
      </div>
      {problem ? (
        <p className={styles.error} role="alert" style={{ marginBottom: 'var(--space-4)' }}>
          {message(problem)}
        </p>
      ) : null}
      <div className={own.groups}>
        {GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`measure-${group.id}`} className={own.group}>
            <h2 id={`measure-${group.id}`} className={own.groupTitle}>
              {t(`measurements.${group.id}`)}
            </h2>
            {editing ? (
              <div className={own.fields}>
                {group.fields.map((field) => (
                  <OptionalField
                    key={field}
                    id={`measure-${field}`}
                    label={message(MEASUREMENT_LABELS[field])}
                    inputMode="decimal"
                    autoComplete="off"
                    suffix={t('measurements.inchesSuffix')}
                    error={message(formState.errors[field]?.message)}
                    {...register(field)}
                  />
                ))}
              </div>
            ) : (
              <dl className={own.values}>
                {group.fields.map((field) => (
                  <div key={field}>
                    <dt>{message(MEASUREMENT_LABELS[field])}</dt>
                    <dd>
                      {saved[field] === null ? (
                        <span className={styles.empty}>{t('measurements.notGiven')}</span>
                      ) : (
                        t('measurements.inches', { value: saved[field] })
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        ))}
      </div>
    </form>
  );
}
