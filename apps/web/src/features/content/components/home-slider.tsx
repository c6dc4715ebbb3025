import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import { useHomeTexts } from '@/i18n/texts/home';
import { slideUrls, srcSetOf } from '@/lib/images';
import { Link } from '@/lib/link';
import styles from './home-slider.module.css';
import type { SliderApi } from './home-slider-motion';

/** The carousel's code (embla, ~10 KB gzipped) is not needed for the first picture: it comes after. */
const SliderMotion = lazy(() => import('./home-slider-motion'));

/** Runs `start` when the browser is idle after the first paint (or within two seconds). */
function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 200);
  return () => window.clearTimeout(id);
}

/** Each caption (i18n `home.slider.*`) says what its picture shows: wedding, reception, accessories. */
const SLIDES = [
  { n: 1, key: 'wedding', href: paths.category.getHref('men') },
  { n: 2, key: 'reception', href: paths.category.getHref('women') },
  { n: 3, key: 'accessories', href: paths.category.getHref('men') },
] as const;

/**
 * Three slides (phone and desktop pictures), fading, looping, every 5 s once the carousel's code
 * has come (after the first paint); the first picture is fetched first.
 */
export function HomeSlider() {
  const { t } = useHomeTexts();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [moving, setMoving] = useState(false);
  const [embla, setEmbla] = useState<SliderApi>();
  // A dot tapped before the carousel's code came: its slide is shown when it comes.
  const [wanted, setWanted] = useState<number | null>(null);
  useEffect(() => whenIdle(() => setMoving(true)), []);
  useEffect(() => {
    if (embla && wanted !== null) {
      embla.scrollTo(wanted);
      setWanted(null);
    }
  }, [embla, wanted]);
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSelect]);

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={t('slider.label')}>
      {moving && viewport ? (
        <Suspense fallback={null}>
          <SliderMotion viewport={viewport} onReady={setEmbla} />
        </Suspense>
      ) : null}
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.container}>
          {SLIDES.map((slide, i) => {
            const urls = slideUrls(slide.n);
            const first = i === 0;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
              <div
                key={slide.n}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('slider.position', { n: i + 1, count: SLIDES.length })}
              >
                {/* The other slides' pictures come with the carousel that shows them (off screen until
                    then): the page's main picture has a phone's network to itself (record 36). */}
                {first || moving ? (
                  <picture>
                    <source
                      media="(max-width: 768px)"
                      srcSet={srcSetOf(urls.mobile)}
                      sizes="100vw"
                      width={768}
                      height={960}
                    />
                    <img
                      src={urls.desktop['1024']}
                      srcSet={srcSetOf(urls.desktop)}
                      sizes="100vw"
                      width={1600}
                      height={600}
                      alt={t(`slider.${slide.key}.alt`)}
                      loading={first ? 'eager' : 'lazy'}
                      fetchPriority={first ? 'high' : 'low'}
                      decoding={first ? 'sync' : 'async'}
                      className={styles.image}
                    />
                  </picture>
                ) : null}
                <div className={styles.caption}>
                  <p className={styles.title}>{t(`slider.${slide.key}.title`)}</p>
                  <p className={styles.text}>{t(`slider.${slide.key}.text`)}</p>
                  <Link to={slide.href} className="btn btn-primary" tabIndex={selected === i ? 0 : -1}>
                    {t(`slider.${slide.key}.cta`)}
                  </Link>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className={styles.dots}>
        {SLIDES.map((slide, i) => (
          <button
            key={slide.n}
            type="button"
            className={styles.dot}
            aria-label={t('slider.show', { n: i + 1, title: t(`slider.${slide.key}.title`) })}
            aria-current={selected === i ? 'true' : undefined}
            onClick={() => {
              if (embla) embla.scrollTo(i);
              else {
                setMoving(true);
                setWanted(i);
              }
            }}
          />
        ))}
      </div>
    </section>
  );
}
