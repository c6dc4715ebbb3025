import { type IsoDate, todayInIndia } from '@vastra/shared/rules';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { useServerMessage } from '@/i18n/messages';
import { useBookingTexts } from '@/i18n/texts/booking';
import { isApiError } from '@/lib/api-client';
import { Link } from '@/lib/link';
import { useBookTrial, useTrialSlots } from '../api/trials';
import styles from './trials.module.css';

/** A day, then one of its free half hours at the piece's branch, booked. */
export default function SlotPicker({ code }: { code: string }) {
  const today = todayInIndia();
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const slots = useTrialSlots(code, date);
  const book = useBookTrial(code);
  const { t: say } = useBookingTexts();
  const message = useServerMessage();
  const { shortDate } = useFormat();
  const problem = book.error
    ? isApiError(book.error)
      ? message(book.error.message)
      : say('trial.failed')
    : null;

  if (book.data) {
    const t = book.data;
    return (
      <p className={styles.done} role="status">
        {say('trial.booked', { date: shortDate(t.date as IsoDate), time: t.time, branch: t.branchName })}{' '}
        <Link to={paths.accountFitCheckRequests.getHref()}>{say('trial.see')}</Link>
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
        {say('trial.day')}
        <input
          type="date"
          className="input"
          min={today}
          value={date ?? ''}
          onChange={(e) => chooseDay(e.target.value)}
        />
      </label>
      {date && !free ? <p className={styles.hint}>{say('trial.looking')}</p> : null}
      {free?.unavailable ? <p className={styles.error}>{message(free.unavailable)}</p> : null}
      {free && !free.unavailable && free.slots.length === 0 ? (
        <p className={styles.error}>{say('trial.noSlots')}</p>
      ) : null}
      {free && free.slots.length > 0 ? (
        <fieldset className={styles.slots} aria-label={say('trial.slots')}>
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
            {say('trial.bookAt', { time, date: shortDate(date as IsoDate) })}
          </button>
        </p>
      ) : null}
    </>
  );
}
