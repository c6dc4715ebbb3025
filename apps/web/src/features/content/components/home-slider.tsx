import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SLIDER_AUTOPLAY_MS } from '@/config/site';
import { slideUrls, srcSetOf } from '@/lib/images';
import styles from './home-slider.module.css';

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
