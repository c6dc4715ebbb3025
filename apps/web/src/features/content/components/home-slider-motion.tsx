import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import { SLIDER_AUTOPLAY_MS } from '@/config/site';

/** The running carousel: select a slide, hear which one is shown. */
export type SliderApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

/**
 * The home slider's motion (embla: fading, looping, every 5 s), in a chunk of its own that loads
 * once the page is painted and hydrated: the slides are drawn without it, the first one showing.
 */
export default function SliderMotion({
  viewport,
  onReady,
}: {
  viewport: HTMLElement;
  onReady: (api: SliderApi | undefined) => void;
}) {
  const [attach, api] = useEmblaCarousel({ loop: true, duration: 30 }, [
    Fade(),
    Autoplay({ delay: SLIDER_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}
