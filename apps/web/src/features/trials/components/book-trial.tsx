import { lazy, Suspense, useState } from 'react';
import { useLoginPrompt } from '@/components/ui/login-prompt';
import { useBookingTexts } from '@/i18n/texts/booking';
import { useSession } from '@/lib/session';
import styles from './trials.module.css';

/** The day and slot picker, loaded when 'Book a trial' is pressed (record 29, addendum 3). */
const loadPicker = () => import('./slot-picker');
const SlotPicker = lazy(loadPicker);

type Props = { code: string; branchName: string };

/** 'Book a trial' on a rental piece: a day, one of its free half hours at the piece's branch, booked. */
export function BookTrial({ code, branchName }: Props) {
  const { isLoggedIn } = useSession();
  const login = useLoginPrompt();
  const [open, setOpen] = useState(false);
  const { t } = useBookingTexts();
  const start = () => (isLoggedIn ? setOpen(true) : login.prompt());
  return (
    <section className={styles.box} aria-labelledby="trial-title" data-testid="book-trial">
      <h2 id="trial-title" className={styles.title}>
        {t('trial.title')}
      </h2>
      <p className={styles.hint}>{t('trial.hint', { branch: branchName })}</p>
      {open && isLoggedIn ? (
        <Suspense fallback={<p className={styles.hint}>{t('trial.looking')}</p>}>
          <SlotPicker code={code} />
        </Suspense>
      ) : (
        <p>
          <button
            type="button"
            className="btn btn-outline"
            onPointerDown={() => void loadPicker()}
            onClick={start}
          >
            {t('trial.book')}
          </button>
        </p>
      )}
      {login.dialog}
    </section>
  );
}
