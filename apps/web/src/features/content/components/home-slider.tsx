import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SLIDER_AUTOPLAY_MS } from '@/config/site';
import { slideUrls, srcSetOf } from '@/lib/images';
import styles from './home-slider.module.css';

const SLIDES = [
  {
    n: 1,
    alt: 'A maroon and gold brocade sherwani with a matching safa',
    title: 'Sherwanis for the groom',
    text: 'Rent for 4 to 10 days, altered to you.',
    cta: 'Shop men',
    href: paths.category.getHref('men'),
  },
  {
    n: 2,
    alt: 'A bridal lehenga with a zari border on an ivory ground',
    title: 'Lehengas for every ceremony',
    text: 'Mehendi to reception, delivered the day before.',
    cta: 'Shop women',
    href: paths.category.getHref('women'),
  },
  {
    n: 3,
    alt: 'Pre-used designer gowns and suits, folded with care',
    title: 'Pre-used, yours to keep',
    text: 'Designer pieces from our wardrobe at a fraction of the MRP.',
    cta: 'Shop the sale',
    href: paths.buy.getHref(),
  },
];

/** Three slides (phone and desktop pictures), fading, looping, every 5 s; the first is fetched first. */
export function HomeSlider() {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 30 }, [
    Fade(),
    Autoplay({ delay: SLIDER_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
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

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label="Featured collections">
      <div className={styles.viewport} ref={viewportRef}>
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
            onClick={() => embla?.scrollTo(i)}
          />
        ))}
      </div>
    </section>
  );
}
