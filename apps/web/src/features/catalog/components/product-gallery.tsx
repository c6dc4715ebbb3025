import type { Image } from '@vastra/shared/schemas';
import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { ZOOM } from '@/config/site';
import { useBookingTexts } from '@/i18n/texts/booking';
import { largestOf } from '@/lib/images';
import styles from './product-gallery.module.css';

const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

type Lens = { x: number; y: number; width: number; height: number };

/**
 * Thumbnails, the main picture with a hover magnifier (100 px lens, 500 %) and a full-screen
 * viewer; arrows wrap round; a picture that fails to load is dropped from the gallery.
 */
export function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [index, setIndex] = useState(0);
  const { t } = useBookingTexts();
  const [lens, setLens] = useState<Lens | null>(null);
  const [viewer, setViewer] = useState(false);

  const shown = images.filter((image) => !failed.has(keyOf(image)));
  const current = shown[Math.min(index, shown.length - 1)];
  const count = shown.length;

  const drop = (image: Image) => {
    setFailed((prev) => new Set(prev).add(keyOf(image)));
    setIndex(0);
  };
  const go = (delta: number) => setIndex((i) => (((i + delta) % count) + count) % count);

  const onMove = (event: MouseEvent<HTMLButtonElement>) => {
    if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
    const box = event.currentTarget.getBoundingClientRect();
    setLens({
      x: event.clientX - box.left,
      y: event.clientY - box.top,
      width: box.width,
      height: box.height,
    });
  };

  if (!current) {
    return (
      <div className={`${styles.gallery} ${styles.single}`}>
        <div className={`${styles.main} ${styles.empty}`}>
          <p>{t('product.comingSoon')}</p>
        </div>
      </div>
    );
  }

  const zoomUrl = largestOf(current.detail);
  const half = ZOOM.lensPx / 2;
  return (
    <div className={`${styles.gallery} ${count > 1 ? '' : styles.single}`}>
      <div className={styles.stage}>
        <button
          type="button"
          className={styles.main}
          onMouseMove={onMove}
          onMouseLeave={() => setLens(null)}
          onClick={() => setViewer(true)}
          aria-label={t('product.fullScreen', { name })}
        >
          <ResponsiveImage
            key={keyOf(current)}
            urls={current.detail}
            alt={current.alt || name}
            width={700}
            height={700}
            sizes="(max-width: 768px) calc(100vw - 32px), 560px"
            priority={index === 0}
            onError={() => drop(current)}
            className={styles.mainImage}
          />
          {lens && zoomUrl ? (
            <span
              className={styles.lens}
              aria-hidden="true"
              style={{
                width: ZOOM.lensPx,
                height: ZOOM.lensPx,
                left: lens.x - half,
                top: lens.y - half,
                backgroundImage: `url(${zoomUrl})`,
                backgroundSize: `${lens.width * ZOOM.scale}px ${lens.height * ZOOM.scale}px`,
                backgroundPosition: `${-(lens.x * ZOOM.scale - half)}px ${-(lens.y * ZOOM.scale - half)}px`,
              }}
            />
          ) : null}
          <span className={styles.expand} aria-hidden="true">
            <Expand size={18} />
          </span>
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              aria-label={t('product.previous')}
              onClick={() => go(-1)}
            >
              <ChevronLeft size={24} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={t('product.next')}
              onClick={() => go(1)}
            >
              <ChevronRight size={24} aria-hidden="true" />
            </button>
            <p className={styles.counter} aria-live="polite">
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>

      {/* After the main picture in the page, so a phone that paints before the page has all
          arrived never draws the thumbnails where the picture then comes (CSS places them). */}
      {count > 1 ? (
        <ul className={styles.thumbs} aria-label={t('product.pictures')}>
          {shown.map((image, i) => (
            <li key={keyOf(image)}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('product.pictureOf', { n: i + 1, total: count })}
                onClick={() => setIndex(i)}
              >
                <ResponsiveImage
                  urls={image.card}
                  alt=""
                  width={66}
                  height={80}
                  sizes="80px"
                  onError={() => drop(image)}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {viewer ? (
        <Suspense fallback={null}>
          <GalleryLightbox images={shown} index={index} onClose={() => setViewer(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

const keyOf = (image: Image) => Object.values(image.detail)[0] ?? image.alt;
