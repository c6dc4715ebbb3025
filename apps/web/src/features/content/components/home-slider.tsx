import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { slideUrls, srcSetOf } from '@/lib/images';
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

/** Each caption says what its picture shows: wedding pieces, reception pieces, accessories. */
const SLIDES = [
  {
    n: 1,
    alt: 'Wedding outfits: bridal lehengas, a groom’s sherwani, an angrakha and a bandhgala',
    title: 'Sherwanis and lehengas for the wedding',
    text: 'Rent for 4 to 10 days, altered to you.',
    cta: 'Shop men',
    href: paths.category.getHref('men'),
  },
  {
    n: 2,
    alt: 'Reception looks: an off-shoulder gown, a wedding gown, tuxedos and a blazer',
    title: 'Gowns and tuxedos for the reception',
    text: 'Delivered the day before your event.',
    cta: 'Shop women',
    href: paths.category.getHref('women'),
  },
  {
    n: 3,
    alt: 'Accessories: a safa, a kundan bridal set, jhumka earrings, a pearl mala and a kani shawl',
    title: 'Safas, jewellery and shawls',
    text: 'Finish the look with accessories for the same days.',
    cta: 'Shop accessories',
    href: paths.category.getHref('men'),
  },
];

/**
 * Three slides (phone and desktop pictures), fading, looping, every 5 s once the carousel's code
 * has come (after the first paint); the first picture is fetched first.
 */
export function HomeSlider() {
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
    <section className={styles.slider} aria-roledescription="carousel" aria-label="Featured collections">
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
                aria-label={`${i + 1} of ${SLIDES.length}`}
              >
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
                    alt={slide.alt}
                    loading={first ? 'eager' : 'lazy'}
                    fetchPriority={first ? 'high' : 'low'}
                    decoding={first ? 'sync' : 'async'}
                    className={styles.image}
                  />
                </picture>
                <div className={styles.caption}>
                  <p className={styles.title}>{slide.title}</p>
                  <p className={styles.text}>{slide.text}</p>
                  <Link to={slide.href} className="btn btn-primary" tabIndex={selected === i ? 0 : -1}>
                    {slide.cta}
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
            aria-label={`Show slide ${i + 1}: ${slide.title}`}
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
