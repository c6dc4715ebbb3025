import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { SLIDER_AUTOPLAY_MS } from '@/config/site';
import { useMemberTexts } from '@/i18n/texts/member';
import styles from './film.module.css';

export type Scene = { icon: ReactNode; title: string; text: string };

/** The captioned scenes, fading every 5 s, with Pause/Play and a button per scene. */
export default function MembershipFilmPlayer({ scenes: list }: { scenes: Scene[] }) {
  const { t } = useMemberTexts();
  const [playing, setPlaying] = useState(true);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 30 }, [
    Fade(),
    Autoplay({ delay: SLIDER_AUTOPLAY_MS, stopOnInteraction: false }),
  ]);
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSelect]);
  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (playing) autoplay?.play();
    else autoplay?.stop();
  }, [embla, playing]);

  return (
    <div className={styles.filmPlayer}>
      <div className={styles.filmViewport} ref={viewportRef}>
        <div className={styles.filmTrack}>
          {list.map((scene, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
            <div
              key={scene.title}
              className={styles.scene}
              role="group"
              aria-roledescription={t('film.scene')}
              aria-label={t('film.sceneOf', { n: i + 1, total: list.length })}
              aria-hidden={selected === i ? undefined : true}
            >
              <span className={styles.sceneIcon}>{scene.icon}</span>
              <p className={styles.sceneTitle}>{scene.title}</p>
              <p className={styles.sceneText}>{scene.text}</p>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.filmControls}>
        <button type="button" className="btn btn-outline" onClick={() => setPlaying((p) => !p)}>
          {playing ? t('film.pause') : t('film.play')}
        </button>
        <div className={styles.filmDots}>
          {list.map((scene, i) => (
            <button
              key={scene.title}
              type="button"
              className={styles.filmDot}
              aria-label={t('film.sceneLabel', { n: i + 1, title: scene.title })}
              aria-current={selected === i ? 'true' : undefined}
              onClick={() => embla?.scrollTo(i)}
            />
          ))}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {list[selected]?.title}: {list[selected]?.text}
      </p>
    </div>
  );
}
