import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, categories, products } from '../db/schema/index.ts';
import type { PictureSize, PictureSource } from '../modules/media/index.ts';
import {
  BLOG_PICTURES,
  blogSvg,
  branchSvg,
  categorySvg,
  productSvg,
  SLIDES,
  slideSvg,
} from './drawings/index.ts';

const whole = (text: string | undefined, max: number): number | null => {
  const n = Number(text);
  return /^\d{1,3}$/.test(text ?? '') && n >= 1 && n <= max ? n : null;
};

async function productArt(db: Db, code: string) {
  const [row] = await db
    .select({
      code: products.code,
      name: products.name,
      colours: products.colours,
      category: { code: categories.code, slug: categories.slug, name: categories.name, grp: categories.grp },
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.code, code))
    .limit(1);
  return row;
}

/** The demo shop's drawn pictures: products, categories, branches, slides and blog posts. */
export const demoPictures: PictureSource = {
  async draw(db: Db, key: string, size: PictureSize): Promise<string | null> {
    const [kind, id, view, ...rest] = key.split('/');
    if (rest.length > 0) return null;
    if (kind === 'p' && id && view) {
      const row = await productArt(db, id);
      const n = whole(view, 3);
      return row && n ? productSvg(row, n, size) : null;
    }
    if (view !== undefined || !id) return null;
    if (kind === 'c') {
      const [row] = await db
        .select({ code: categories.code, slug: categories.slug, name: categories.name, grp: categories.grp })
        .from(categories)
        .where(eq(categories.code, id))
        .limit(1);
      return row ? categorySvg(row, size) : null;
    }
    if (kind === 'b') {
      const [row] = await db
        .select({ code: branches.code })
        .from(branches)
        .where(eq(branches.code, id))
        .limit(1);
      return row ? branchSvg(row.code, size) : null;
    }
    if (kind === 's') {
      const n = whole(id, SLIDES);
      return n ? slideSvg(n, size) : null;
    }
    if (kind === 'blog') {
      const n = whole(id, BLOG_PICTURES);
      return n ? blogSvg(n, size) : null;
    }
    return null;
  },
};
