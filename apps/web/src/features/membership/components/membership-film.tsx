import type { Settings } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import type { TFunction } from 'i18next';
import { BadgePercent, CalendarCheck, Crown, Play, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useFormat } from '@/i18n/format';
import { useMemberTexts } from '@/i18n/texts/member';
import { slideUrls, srcSetOf } from '@/lib/images';
import styles from './film.module.css';
import type { Scene } from './membership-film-player';

/** The film's player (a fading carousel) loads when the film is opened. */
const FilmPlayer = lazy(() => import('./membership-film-player'));

function scenes(s: Settings, t: TFunction<'member'>, money: (n: number) => string): Scene[] {
  const plans = s.membership.plans;
  const cheapest = Math.min(...plans.map((p) => p.price));
  const best = Math.max(...plans.map((p) => p.discountPct));
  return [
    {
      icon: <Crown size={40} aria-hidden="true" />,
      title: t('how.choose'),
      text: t('film.chooseText', { count: plans.length, price: money(cheapest) }),
    },
    {
      icon: <CalendarCheck size={40} aria-hidden="true" />,
      title: t('film.payOnce'),
      text: t('film.payOnceText', { days: s.membership.validityDays }),
    },
    {
      icon: <BadgePercent size={40} aria-hidden="true" />,
      title: t('film.upTo', { pct: best }),
      text: t('film.upToText'),
    },
    {
      icon: <ShoppingBag size={40} aria-hidden="true" />,
      title: t('film.every'),
      text: t('film.everyText'),
    },
  ];
}

/**
 * The membership video area: a poster frame with a play button. The film is a short captioned
 * sequence played in a dialog (no external video host; light on a patchy connection).
 */
export function MembershipFilm({ settings }: { settings: Settings }) {
  const [open, setOpen] = useState(false);
  const { t } = useMemberTexts();
  const { money } = useFormat();
  const poster = slideUrls(2).desktop;
  return (
    <>
      <div className={styles.film}>
        <img
          src={poster['1024']}
          srcSet={srcSetOf(poster)}
          sizes="(max-width: 768px) 100vw, 760px"
          width={1600}
          height={600}
          alt=""
          className={styles.filmPoster}
          loading="eager"
        />
        <div className={styles.filmShade} />
        <button type="button" className={styles.play} onClick={() => setOpen(true)}>
          <span className={styles.playCircle}>
            <Play size={30} aria-hidden="true" fill="currentColor" />
          </span>
          <span className={styles.playLabel}>{t('film.watch')}</span>
        </button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title={t('film.title')}
        description={t('film.description')}
        hideDescription
      >
        {open ? (
          <Suspense fallback={<div className={`skeleton ${styles.filmViewport}`} style={{ height: 280 }} />}>
            <FilmPlayer scenes={scenes(settings, t, money)} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
