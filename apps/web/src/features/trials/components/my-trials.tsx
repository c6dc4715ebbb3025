import { formatEventDate } from '@vastra/shared/rules';
import type { Trial, TrialStatus } from '@vastra/shared/schemas';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelTrial, useMyTrials } from '../api/trials';
import styles from './trials.module.css';

const STATUS_WORDS: Record<TrialStatus, string> = {
  booked: 'Booked',
  attended: 'Attended',
  no_show: 'Missed',
  cancelled: 'Cancelled',
};

/** The customer's trials with day, time, branch and status; a booked one can be cancelled. */
export function MyTrials({ empty }: { empty: React.ReactNode }) {
  const trials = useMyTrials();
  const cancel = useCancelTrial();
  if (trials.isPending) return <p className={styles.hint}>Loading your trials…</p>;
  if (trials.isError)
    return <p className={styles.error}>Could not load your trials. Please reload the page.</p>;
  if (trials.data.items.length === 0) return <>{empty}</>;
  const onCancel = (trial: Trial) =>
    cancel.mutate(trial.id, {
      onSuccess: () => toast.success('Trial cancelled.'),
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not cancel the trial.'),
    });
  return (
    <ul className={styles.list} aria-label="Your trials">
      {trials.data.items.map((t) => (
        <li key={t.id} className={styles.item} data-testid="trial-row">
          <div>
            <p>
              <strong>{t.productName}</strong> ({t.productCode})
            </p>
            <p>
              {formatEventDate(t.date)} at {t.time}, Vastra {t.branchName}
            </p>
            <p className={styles.status}>{STATUS_WORDS[t.status]}</p>
          </div>
          {t.status === 'booked' ? (
            <button
              type="button"
              className="btn btn-outline"
              disabled={cancel.isPending}
              onClick={() => onCancel(t)}
            >
              Cancel trial
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
