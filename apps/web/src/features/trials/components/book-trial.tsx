import { formatEventDate, todayInIndia } from '@vastra/shared/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLoginPrompt } from '@/components/ui/login-prompt';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useBookTrial, useTrialSlots } from '../api/trials';
import styles from './trials.module.css';

type Props = { code: string; branchName: string };

/** 'Book a trial' on a rental piece: a day, one of its free half hours at the piece's branch, booked. */
export function BookTrial({ code, branchName }: Props) {
  const { isLoggedIn } = useSession();
  const login = useLoginPrompt();
  const [open, setOpen] = useState(false);
  const start = () => (isLoggedIn ? setOpen(true) : login.prompt());
  return (
    <section className={styles.box} aria-labelledby="trial-title" data-testid="book-trial">
      <h2 id="trial-title" className={styles.title}>
        Try it on first
      </h2>
      <p className={styles.hint}>Book a free half-hour fit-check of this piece at Vastra {branchName}.</p>
      {open && isLoggedIn ? (
        <SlotPicker code={code} />
      ) : (
        <p>
          <button type="button" className="btn btn-outline" onClick={start}>
            Book a trial
          </button>
        </p>
      )}
      {login.dialog}
    </section>
  );
}

function SlotPicker({ code }: { code: string }) {
  const today = todayInIndia();
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const slots = useTrialSlots(code, date);
  const book = useBookTrial(code);
  const problem = book.error
    ? isApiError(book.error)
      ? book.error.message
      : 'Could not book the trial. Please try again.'
    : null;

  if (book.data) {
    const t = book.data;
    return (
      <p className={styles.done} role="status">
        Trial booked: {formatEventDate(t.date)} at {t.time}, Vastra {t.branchName}.{' '}
        <Link to={paths.accountFitCheckRequests.getHref()}>See your trials</Link>
      </p>
    );
  }
  const chooseDay = (value: string) => {
    setDate(value || null);
    setTime(null);
    book.reset();
  };
  const free = slots.data?.date === date ? slots.data : undefined;
  return (
    <>
      <label className={styles.day}>
        Day of the trial
        <input
          type="date"
          className="input"
          min={today}
          value={date ?? ''}
          onChange={(e) => chooseDay(e.target.value)}
        />
      </label>
      {date && !free ? <p className={styles.hint}>Looking for free slots…</p> : null}
      {free?.unavailable ? <p className={styles.error}>{free.unavailable}</p> : null}
      {free && !free.unavailable && free.slots.length === 0 ? (
        <p className={styles.error}>No free slots on this day. Please pick another day.</p>
      ) : null}
      {free && free.slots.length > 0 ? (
        <fieldset className={styles.slots} aria-label="Free trial slots">
          {free.slots.map((slot) => (
            <button
              key={slot}
              type="button"
              className={`btn btn-outline ${styles.slot}`}
              aria-pressed={slot === time}
              onClick={() => {
                setTime(slot);
                book.reset();
              }}
            >
              {slot}
            </button>
          ))}
        </fieldset>
      ) : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {date && time ? (
        <p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={book.isPending}
            onClick={() =>
              // A slot taken meanwhile is no longer chosen; the list is read again without it.
              book.mutate({ productCode: code, date, time }, { onError: () => setTime(null) })
            }
          >
            Book the trial at {time} on {formatEventDate(date)}
          </button>
        </p>
      ) : null}
    </>
  );
}
