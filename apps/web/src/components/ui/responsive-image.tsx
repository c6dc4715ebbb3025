import type { ImgHTMLAttributes } from 'react';
import { smallestOf, srcSetOf } from '@/lib/images';

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** {width: url} map of WebP pictures. */
  urls: Record<string, string> | null | undefined;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  /** Above the fold: eager and fetched first. */
  priority?: boolean;
};

/** A WebP picture with srcset, width and height (no layout shift), lazy unless `priority`. */
export function ResponsiveImage({
  urls,
  alt,
  width,
  height,
  sizes,
  priority = false,
  ...rest
}: ResponsiveImageProps) {
  return (
    <img
      src={smallestOf(urls)}
      srcSet={srcSetOf(urls)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...rest}
    />
  );
}
