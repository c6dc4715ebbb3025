import type { StaffTrial } from '@vastra/shared/schemas';
import { useMarkTrial, useTrialsToday } from '../api/trials';
import styles from './today.module.css';

const STATUS_WORDS: Record<StaffTrial['status'], string> = {
  booked: 'Booked',
  attended: 'Attended',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/** Today's fit-check trials at the branch, by time; once a trial's time has come, staff mark it. */
export function TrialsToday({ branchId }: { branchId: number }) {
  const trials = useTrialsToday(branchId);
  const mark = useMarkTrial();
  const items = trials.data?.items ?? [];
  return (
    <section id="trials" className={styles.list} aria-labelledby="trials-title">
      <h2 id="trials-title">Trials today</h2>
      {trials.isError ? <p className={styles.none}>{trials.error.message}</p> : null}
      {trials.data && items.length === 0 ? <p className={styles.none}>None.</p> : null}
      {mark.isError ? (
        <p className={styles.none} role="alert">
          {mark.error.message}
        </p>
      ) : null}
      <ul>
        {items.map((t) => (
          <li key={t.id} className={styles.row} data-testid="trial-today">
            <span>
              <strong>{t.time}</strong> · {t.productCode} {t.productName}
              <small>
                {t.customerName} · {t.customerMobile} · {STATUS_WORDS[t.status]}
                {t.markedBy ? ` by ${t.markedBy}` : ''}
              </small>
            </span>
            {t.status === 'booked' ? (
              <span className={styles.actions}>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={mark.isPending}
                  onClick={() => mark.mutate({ id: t.id, outcome: 'attended' })}
                >
                  Attended
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={mark.isPending}
                  onClick={() => mark.mutate({ id: t.id, outcome: 'no_show' })}
                >
                  No-show
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
