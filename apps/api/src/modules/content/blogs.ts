import { todayInIndia } from '@vastra/shared/rules';
import {
  type BlogCategory,
  type BlogInput,
  BlogInputSchema,
  type BlogPost,
  type BlogSummary,
} from '@vastra/shared/schemas';
import { and, desc, eq, lte } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { variantUrls } from '../media/index.ts';

/** A database handle or an open transaction (the seed saves posts inside one). */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

type BlogRow = typeof blogs.$inferSelect;

/** The spec shows every post 'By Admin'; posts have no author of their own yet. */
const AUTHOR = 'Admin';

const BLOG_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  // Links may leave the shop (http, https, mailto); pictures only come over https or from us.
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // '//host/x' borrows the page's scheme and is not "relative" in the sense of our own files.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener' } }),
  },
  // A picture whose src was refused is an empty box; drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Blog HTML reduced to the safe subset: no script, event handler, style or javascript: URL.
 * sanitizeBlogHtml('<p onclick="x()">Hi<script>1</script></p>') === '<p>Hi</p>'
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, BLOG_HTML);
}

/** Creates or replaces the post with this seoUrl; the HTML is sanitised before it is stored. */
export async function saveBlog(db: DbOrTx, input: BlogInput): Promise<BlogRow> {
  const post = BlogInputSchema.parse(input);
  const values = {
    seoUrl: post.seoUrl,
    title: post.title,
    category: post.category,
    mainImage: post.mainImage,
    summaryHtml: sanitizeBlogHtml(post.summaryHtml),
    bodyHtml: sanitizeBlogHtml(post.bodyHtml),
    ...(post.publishedAt ? { publishedAt: post.publishedAt } : {}),
  };
  const { seoUrl: _key, ...changes } = values;
  const [row] = await db
    .insert(blogs)
    .values(values)
    .onConflictDoUpdate({ target: blogs.seoUrl, set: changes })
    .returning();
  if (!row) throw new Error('blogs upsert returned no row');
  return row;
}

type SummaryRow = Pick<
  BlogRow,
  'seoUrl' | 'title' | 'category' | 'mainImage' | 'summaryHtml' | 'publishedAt'
>;

const summaryColumns = {
  seoUrl: blogs.seoUrl,
  title: blogs.title,
  category: blogs.category,
  mainImage: blogs.mainImage,
  summaryHtml: blogs.summaryHtml,
  publishedAt: blogs.publishedAt,
};

function toSummary(row: SummaryRow): BlogSummary {
  return {
    seoUrl: row.seoUrl,
    title: row.title,
    category: row.category,
    image: row.mainImage ? { alt: row.title, wide: variantUrls(row.mainImage, 'wide') } : null,
    // Sanitised again on the way out: rows written by older code or by hand get the same rules.
    summaryHtml: sanitizeBlogHtml(row.summaryHtml),
    publishedAt: todayInIndia(row.publishedAt),
    author: AUTHOR,
  };
}

/** Published posts, newest first; a post dated in the future waits for its day. */
export async function listBlogs(db: Db, now: Date, category?: BlogCategory): Promise<BlogSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogs)
    .where(and(lte(blogs.publishedAt, now), category ? eq(blogs.category, category) : undefined))
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));
  return rows.map(toSummary);
}

/** One published post by its seoUrl; 404 'Blog not found' otherwise. */
export async function getBlog(db: Db, now: Date, seoUrl: string): Promise<BlogPost> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.seoUrl, seoUrl), lte(blogs.publishedAt, now)));
  if (!row) throw notFound('Blog not found');
  return { ...toSummary(row), bodyHtml: sanitizeBlogHtml(row.bodyHtml) };
}
