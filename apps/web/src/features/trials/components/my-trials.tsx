import type { IsoDate } from '@vastra/shared/rules';
import type { Trial } from '@vastra/shared/schemas';
import { useFormat } from '@/i18n/format';
import { useServerMessage } from '@/i18n/messages';
import { useProfileTexts } from '@/i18n/texts/profile';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelTrial, useMyTrials } from '../api/trials';
import styles from './trials.module.css';

/** The customer's trials with day, time, branch and status; a booked one can be cancelled. */
export function MyTrials({ empty }: { empty: React.ReactNode }) {
  const trials = useMyTrials();
  const cancel = useCancelTrial();
  const { t: say } = useProfileTexts();
  const message = useServerMessage();
  const { shortDate } = useFormat();
  if (trials.isPending) return <p className={styles.hint}>{say('trials.loading')}</p>;
  if (trials.isError) return <p className={styles.error}>{say('trials.failed')}</p>;
  if (trials.data.items.length === 0) return <>{empty}</>;
  const onCancel = (trial: Trial) =>
    cancel.mutate(trial.id, {
      onSuccess: () => toast.success('Trial cancelled.'),
      onError: (error) =>
        toast.error(isApiError(error) ? message(error.message) : 'Could not cancel the trial.'),
    });
  return (
    <ul className={styles.list} aria-label={say('trials.list')}>
      {trials.data.items.map((t) => (
        <li key={t.id} className={styles.item} data-testid="trial-row">
          <div>
            <p>
              <strong>{t.productName}</strong> ({t.productCode})
            </p>
            <p>
              {say('trials.when', { date: shortDate(t.date as IsoDate), time: t.time, branch: t.branchName })}
            </p>
            <p className={styles.status}>{say(`trials.status.${t.status}`)}</p>
          </div>
          {t.status === 'booked' ? (
            <button
              type="button"
              className="btn btn-outline"
              disabled={cancel.isPending}
              onClick={() => onCancel(t)}
            >
              {say('trials.cancel')}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
