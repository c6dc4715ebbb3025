import type { Category } from '@vastra/shared/schemas';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { SLIDER_AUTOPLAY_MS } from '@/config/site';
import { usePagesTexts } from '@/i18n/texts/pages';
import { useMediaQuery } from '@/lib/hooks';
import { categoryTileUrls } from '@/lib/images';
import { Link } from '@/lib/link';
import styles from './about.module.css';

/**
 * The brand carousel: Vastra's own lines (the categories), moving every 5 s. It pauses on hover
 * and focus, has a pause button (WCAG 2.2.2), and does not move for people who ask for less motion.
 */
export function WardrobeCarousel({ categories }: { categories: Category[] }) {
  const { t } = usePagesTexts();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [playing, setPlaying] = useState(!reduceMotion);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [
    Autoplay({
      delay: SLIDER_AUTOPLAY_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      playOnInit: false,
    }),
  ]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (playing && !reduceMotion) autoplay.play();
    else autoplay.stop();
  }, [embla, playing, reduceMotion]);

  if (categories.length === 0)
    return <div className={`skeleton ${styles.carouselSkeleton}`} aria-hidden="true" />;

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('about.carousel')}
      aria-labelledby="wardrobe-title"
    >
      <div className={styles.carouselHead}>
        <h2 id="wardrobe-title" className={styles.sectionTitle}>
          {t('about.wardrobe')}
        </h2>
        <div className={styles.carouselControls}>
          <button
            type="button"
            className="btn-icon"
            aria-label={playing ? t('about.pause') : t('about.play')}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
          </button>
          <button
            type="button"
            className="btn-icon"
            aria-label={t('about.previous')}
            onClick={() => embla?.scrollPrev()}
          >
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn-icon"
            aria-label={t('about.next')}
            onClick={() => embla?.scrollNext()}
          >
            <ChevronRight size={22} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {categories.map((category, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
            <div
              key={category.code}
              className={styles.slide}
              role="group"
              aria-roledescription={t('about.slide')}
              aria-label={t('about.slideOf', { n: i + 1, total: categories.length })}
            >
              <Link to={paths.listing.getHref(category.slug, category.code)} className={styles.tile}>
                <ResponsiveImage
                  urls={categoryTileUrls(category.code)}
                  alt=""
                  width={400}
                  height={500}
                  sizes="(max-width: 768px) 45vw, 220px"
                />
                <span className={styles.tileName}>{category.name}</span>
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
