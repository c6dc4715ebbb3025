import type { BlogCategory } from '@vastra/shared/schemas';
import { paths } from '@/config/paths';

/**
 * The category bar's order. A Record over the shared type, so the compiler insists on every
 * category of BLOG_CATEGORIES and no other, without bringing the zod schemas into the page.
 */
const ORDER: Record<BlogCategory, number> = { COMPANY: 0, FASHION: 1, STYLE: 2, TRENDS: 3, BEAUTY: 4 };

/** COMPANY, FASHION, STYLE, TRENDS, BEAUTY. */
export const BLOG_CATEGORY_BAR = (Object.keys(ORDER) as BlogCategory[]).sort((a, b) => ORDER[a] - ORDER[b]);

/** The category of ?category=FASHION, or null for ALL (also for anything unknown). */
export function categoryFromSearch(search: URLSearchParams): BlogCategory | null {
  const value = search.get('category')?.toUpperCase();
  return BLOG_CATEGORY_BAR.find((c) => c === value) ?? null;
}

/** '/blogs/' for ALL, '/blogs/?category=FASHION' for one category. */
export function blogsHref(category: BlogCategory | null): string {
  const base = paths.blogs.getHref();
  return category ? `${base}?${new URLSearchParams({ category })}` : base;
}
