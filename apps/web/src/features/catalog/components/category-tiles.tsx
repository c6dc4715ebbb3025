import type { Category } from '@vastra/shared/schemas';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { categoryTileUrls } from '@/lib/images';
import { Link } from '@/lib/link';
import styles from './category-tiles.module.css';

/** A grid of collection tiles (picture by category code, name), each to its listing. */
export function CategoryTiles({
  categories,
  loading,
  count = 4,
}: {
  categories: Category[] | undefined;
  loading: boolean;
  count?: number;
}) {
  if (loading || !categories) {
    return (
      <ul className={styles.tiles} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <li key={i}>
            <div className={`skeleton ${styles.skeleton}`} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.tiles}>
      {categories.map((c) => (
        <li key={c.code}>
          <Link to={paths.listing.getHref(c.slug, c.code)} className={styles.tile}>
            <ResponsiveImage
              urls={categoryTileUrls(c.code)}
              alt=""
              width={400}
              height={500}
              sizes="(max-width: 768px) calc(50vw - 22px), calc((min(100vw, 1240px) - 112px) / 4)"
              className={styles.image}
            />
            <span className={styles.name}>{c.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
