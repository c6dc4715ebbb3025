import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/app.ts';

const PUBLIC_URL = 'https://shop.example.in';

/** A made-up storefront build: index.html as Vite writes it (no server render built). */
function fakeWebRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vastra-web-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en-IN"><head><title>Vastra – default</title>
    <meta
      name="description"
      content="The default description."
    />
    <!--vastra-head--></head><body><div id="root"><div class="boot"></div><!--vastra-shell--></div></body></html>`,
  );
  return dir;
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

type Row = { id: number; code: string; slug: string; name: string; type: 'rent' | 'buy' };

describe('pages for search engines and shared links', () => {
  let ctx: TestContext;
  let root: string;
  let rental: Row & { base_rent: number; description: string };
  beforeAll(async () => {
    root = fakeWebRoot();
    ctx = await createTestApp({ WEB_DIST: root, PUBLIC_URL: `${PUBLIC_URL}/` });
    const found = await ctx.app.db.execute(
      sql`select id, code, slug, name, type, base_rent, description from products
          where is_active and type = 'rent' and base_rent > 1000 and jsonb_array_length(images) > 0
          order by id limit 1`,
    );
    rental = found.rows[0] as typeof rental;
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it("a product page's HTML holds its name, rent, picture, canonical URL, Open Graph and Product JSON-LD", async () => {
    const res = await get(`/product/${rental.slug}/${rental.code}/`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const rent = `₹${new Intl.NumberFormat('en-IN').format(rental.base_rent)}`;
    const url = `${PUBLIC_URL}/product/${rental.slug}/${rental.code}/`;
    expect(html).toContain(`<title>${rental.name} (${rental.code}) on rent from ${rent} | Vastra</title>`);
    expect(meta(html, 'description')).toContain(`Rent it from ${rent}.`);
    expect(canonical(html)).toBe(url);
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:title')).toContain(rental.name);
    expect(meta(html, 'og:description')).toContain(rent);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/media/.+\\.webp$`));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    // One title and one description: the defaults of index.html are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);

    const [product, crumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: rental.name,
      sku: rental.code,
      url,
      brand: { '@type': 'Brand', name: 'Vastra' },
      offers: { '@type': 'Offer', price: rental.base_rent, priceCurrency: 'INR', url },
    });
    expect((product?.image as string[] | undefined)?.[0]).toBe(meta(html, 'og:image'));
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
    const items = crumbs?.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4]);
    expect(items[0]).toMatchObject({ name: 'Home', item: `${PUBLIC_URL}/` });
    expect(items[3]).toMatchObject({ name: rental.name, item: url });
  });

  it('a product reached under the other kind of address names its own address as canonical', async () => {
    const res = await get(`/productbuy/${rental.slug}/${rental.code.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(canonical(res.body)).toBe(`${PUBLIC_URL}/product/${rental.slug}/${rental.code}/`);
  });

  it('a listing names its category; home and the store locator carry the shop with its branches as Stores', async () => {
    const category = (
      await ctx.app.db.execute(sql`select code, slug, name from categories order by sort_order, id limit 1`)
    ).rows[0] as { code: string; slug: string; name: string };
    const listing = await get(`/listing/${category.slug}/${category.code}`);
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain(`<title>${category.name.replace(/&/g, '&amp;')} on rent | Vastra</title>`);
    expect(canonical(listing.body)).toBe(`${PUBLIC_URL}/listing/${category.slug}/${category.code}`);
    expect(jsonLd(listing.body)[0]?.['@type']).toBe('BreadcrumbList');

    const branches = (await ctx.app.db.execute(sql`select code, name, city from branches`)).rows;
    for (const url of ['/', '/stores/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const org = jsonLd(res.body).find((d) => d['@type'] === 'Organization');
      expect(org?.name).toBe('Vastra');
      const stores = org?.subOrganization as {
        '@type': string;
        name: string;
        address: { addressLocality: string };
      }[];
      expect(stores).toHaveLength(branches.length);
      expect(stores.every((s) => s['@type'] === 'Store')).toBe(true);
      const first = branches[0] as { name: string; city: string };
      expect(
        stores.some((s) => s.name === `Vastra ${first.name}` && s.address.addressLocality === first.city),
      ).toBe(true);
    }
    expect(canonical((await get('/')).body)).toBe(`${PUBLIC_URL}/`);
  });

  it('a blog post has its own title, article card and BlogPosting; search results are not listed', async () => {
    const post = (await ctx.app.db.execute(sql`select seo_url, title from blogs order by id limit 1`))
      .rows[0] as {
      seo_url: string;
      title: string;
    };
    const res = await get(`/blog/${post.seo_url}`);
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'og:type')).toBe('article');
    expect(meta(res.body, 'og:title')).toBe(
      `${post.title} | Vastra`.replace(/&/g, '&amp;').replace(/'/g, '&#39;'),
    );
    expect(jsonLd(res.body)[0]).toMatchObject({ '@type': 'BlogPosting' });

    const search = await get('/search-results?q=red');
    expect(search.statusCode).toBe(200);
    expect(meta(search.body, 'robots')).toBe('noindex, follow');
    const cart = await get('/cart');
    expect(meta(cart.body, 'robots')).toBe('noindex, follow');
  });

  it('answers 404 for an unknown product, category, blog post or address, and still serves the app', async () => {
    for (const url of [
      '/product/no-such-piece/ZZZ99999/',
      '/productbuy/x/NOPE-1',
      '/listing/men/NOSUCHCAT',
      '/category/kids',
      '/blog/no-such-post',
      '/no/such/page',
      '/account/orders',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
      expect(meta(res.body, 'robots'), url).toBe('noindex, follow');
    }
    // Known pages are found whatever their case and trailing slash, as the router finds them.
    for (const url of [
      '/about-us',
      '/About-Us/',
      '/listing/men/all',
      '/category/women',
      '/party/new',
      '/kits',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('robots.txt keeps crawlers out of the back office, the API and private pages, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    for (const rule of [
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Disallow: /account-',
    ]) {
      expect(lines).toContain(rule);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('the sitemap index lists the pages sitemap and one products sitemap per 50,000 ids, each listing its products', async () => {
    // A piece far along the ids: its own products sitemap (ids 100,000 to 149,999).
    await ctx.app.db.execute(sql`
      insert into products (id, code, type, name, slug, grp, category_id, branch_id, price, base_rent)
      select 120005, 'FAR0001', type, 'Far Away Sherwani', 'far-away-sherwani', grp, category_id, branch_id, price, base_rent
      from products where type = 'rent' order by id limit 1`);
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(children).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/products-0.xml`,
      `${PUBLIC_URL}/sitemaps/products-2.xml`,
    ]);

    const first = await get('/sitemaps/products-0.xml');
    expect(first.statusCode).toBe(200);
    const urls = [...first.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const active = (
      await ctx.app.db.execute(sql`select count(*)::int as n from products where is_active and id < 50000`)
    ).rows[0] as { n: number };
    expect(urls).toHaveLength(active.n);
    expect(urls).toContain(`${PUBLIC_URL}/product/${rental.slug}/${rental.code}/`);
    expect(urls.every((u) => /\/(product|productbuy)\/[^/]+\/[^/]+\/$/.test(u ?? ''))).toBe(true);

    const far = await get('/sitemaps/products-2.xml');
    expect(far.body).toContain(`<loc>${PUBLIC_URL}/product/far-away-sherwani/FAR0001/</loc>`);
    expect(far.body).not.toContain(rental.code);
    expect((await get('/sitemaps/products-1.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/other.xml')).statusCode).toBe(404);

    const pages = await get('/sitemaps/pages.xml');
    expect(pages.body).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(pages.body).toContain(`<loc>${PUBLIC_URL}/listing/men/all</loc>`);
    expect(pages.body).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/blog/[a-z0-9-]+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(pages.body).not.toContain('/cart');
    expect(pages.body).not.toContain('/checkout');
  });

  it('a page is sent compressed to a browser that accepts it (brotli first, else gzip), the same HTML', async () => {
    const url = `/product/${rental.slug}/${rental.code}/`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
