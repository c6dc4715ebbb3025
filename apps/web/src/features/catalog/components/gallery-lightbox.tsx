import type { Image } from '@vastra/shared/schemas';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

/** The full-screen viewer (loaded when first opened): 1200 × 1200 pictures on a 0.85 backdrop. */
export default function GalleryLightbox({
  images,
  index,
  onClose,
}: {
  images: Image[];
  index: number;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      carousel={{ finite: images.length <= 1 }}
      styles={{ container: { backgroundColor: 'rgba(0, 0, 0, 0.85)' } }}
      slides={images.map((image) => {
        const widths = Object.entries(image.detail).sort(([a], [b]) => Number(a) - Number(b));
        const [largestWidth, largestUrl] = widths.at(-1) ?? ['1200', ''];
        return {
          src: largestUrl,
          alt: image.alt,
          width: Math.min(Number(largestWidth), 1200),
          height: Math.min(Number(largestWidth), 1200),
          srcSet: widths.map(([w, url]) => ({ src: url, width: Number(w), height: Number(w) })),
        };
      })}
    />
  );
}
