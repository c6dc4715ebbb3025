import { formatRupees } from '@vastra/shared/rules';
import type { Settings } from '@vastra/shared/schemas';
import { BadgePercent, CalendarCheck, Crown, Play, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { slideUrls, srcSetOf } from '@/lib/images';
import styles from './film.module.css';
import type { Scene } from './membership-film-player';

/** The film's player (a fading carousel) loads when the film is opened. */
const FilmPlayer = lazy(() => import('./membership-film-player'));

function scenes(s: Settings): Scene[] {
  const plans = s.membership.plans;
  const cheapest = Math.min(...plans.map((p) => p.price));
  const best = Math.max(...plans.map((p) => p.discountPct));
  return [
    {
      icon: <Crown size={40} aria-hidden="true" />,
      title: 'Choose a plan',
      text: `${plans.length} yearly plans, from ${formatRupees(cheapest)} a year.`,
    },
    {
      icon: <CalendarCheck size={40} aria-hidden="true" />,
      title: 'Pay once',
      text: `Your plan starts the day you pay and runs for ${s.membership.validityDays} days.`,
    },
    {
      icon: <BadgePercent size={40} aria-hidden="true" />,
      title: `Up to ${best}% off`,
      text: 'Taken off the rent of every outfit you book, automatically at checkout.',
    },
    {
      icon: <ShoppingBag size={40} aria-hidden="true" />,
      title: 'Every celebration',
      text: 'Mehendi, sangeet, wedding and reception: rent for each of them, and save each time.',
    },
  ];
}

/**
 * The membership video area: a poster frame with a play button. The film is a short captioned
 * sequence played in a dialog (no external video host; light on a patchy connection).
 */
export function MembershipFilm({ settings }: { settings: Settings }) {
  const [open, setOpen] = useState(false);
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
          <span className={styles.playLabel}>Watch: the membership in a minute</span>
        </button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title="The Vastra membership in a minute"
        description="A short captioned film. It moves on by itself; use the buttons to pause or to choose a scene."
        hideDescription
      >
        {open ? (
          <Suspense fallback={<div className={`skeleton ${styles.filmViewport}`} style={{ height: 280 }} />}>
            <FilmPlayer scenes={scenes(settings)} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
