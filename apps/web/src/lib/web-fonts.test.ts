import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A FontFace as the browser makes it: one made from a file's bytes is loaded at once; one made
 * from an address settles `loaded` when the file arrives (`arrive`).
 */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  loaded: Promise<FakeFontFace>;
  arrive!: () => void;
  constructor(
    readonly family: string,
    readonly source: string | ArrayBuffer,
    readonly descriptors: Record<string, string>,
  ) {
    this.loaded = new Promise((done) => {
      this.arrive = () => done(this);
    });
    if (typeof source !== 'string') this.arrive();
    FakeFontFace.made.push(this);
  }
  load() {
    return this.loaded;
  }
}

/** The font files fetched, each answered when the test says so (or at once). */
const fetched: { url: string; answer: (ok: boolean) => void }[] = [];
let answerAtOnce = true;
const fakeFetch = (url: string) =>
  new Promise((done) => {
    const answer = (ok: boolean) =>
      done({ ok, status: ok ? 200 : 404, arrayBuffer: async () => new TextEncoder().encode(url).buffer });
    fetched.push({ url, answer });
    if (answerAtOnce) answer(true);
  });

const added: FakeFontFace[] = [];
const frame = () => new Promise((done) => setTimeout(done, 50));

/** The module afresh (it adds the faces once per page). */
const webFonts = async () => {
  vi.resetModules();
  return import('@vastra/ui/web-fonts');
};

beforeEach(() => {
  FakeFontFace.made = [];
  added.length = 0;
  fetched.length = 0;
  answerAtOnce = true;
  localStorage.clear();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.stubGlobal('FontFace', FakeFontFace);
  vi.stubGlobal('fetch', fakeFetch);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push(face) },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The links the page added to fetch the fonts ahead, as the browser has them. */
const prefetchLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];

describe('the storefront’s web fonts', () => {
  it('on a first visit are fetched into the browser’s cache, not drawn on the page, and remembered once both arrived', async () => {
    const { addWebFontsIfSeen, prefetchWebFonts } = await webFonts();
    expect(addWebFontsIfSeen()).toBe(false);
    prefetchWebFonts();
    const links = prefetchLinks();
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      expect.stringMatching(/inter-latin-wght-normal.*\.woff2$/),
      expect.stringMatching(/playfair-display-latin-600-normal.*\.woff2$/),
    ]);
    expect(links.every((l) => l.as === 'font' && l.crossOrigin === 'anonymous')).toBe(true);
    // Nothing on this page changes its fonts.
    expect(added).toEqual([]);
    expect(fetched).toEqual([]);
    links[0]?.dispatchEvent(new Event('load'));
    expect(localStorage.getItem('vastra-fonts-seen')).toBeNull();
    links[1]?.dispatchEvent(new Event('load'));
    expect(localStorage.getItem('vastra-fonts-seen')).toBe('1');
  });

  it('are drawn from the next page on, both from their files with their ranges and weights', async () => {
    const { addWebFontsForNextPage } = await webFonts();
    await addWebFontsForNextPage();
    expect(fetched.map((f) => f.url)).toEqual([
      expect.stringMatching(/inter-latin-wght-normal.*\.woff2$/),
      expect.stringMatching(/playfair-display-latin-600-normal.*\.woff2$/),
    ]);
    expect(added.map((f) => f.family)).toEqual(['Inter Variable', 'Playfair Display']);
    // Each face is made from its own file's bytes.
    expect(added.map((f) => new TextDecoder().decode(f.source as ArrayBuffer))).toEqual(
      fetched.map((f) => f.url),
    );
    expect(added[0]?.descriptors).toMatchObject({ weight: '100 900', display: 'swap' });
    expect(added[0]?.descriptors.unicodeRange).toContain('U+0000-00FF');
    expect(added[1]?.descriptors).toMatchObject({ weight: '600', display: 'swap' });
  });

  it('are added together once both files have arrived, so the next page is laid out again once', async () => {
    answerAtOnce = false;
    const { addWebFontsForNextPage } = await webFonts();
    const done = addWebFontsForNextPage();
    await frame();
    expect(fetched).toHaveLength(2);
    fetched[0]?.answer(true);
    await frame();
    expect(added).toEqual([]);
    fetched[1]?.answer(true);
    await done;
    expect(added.map((f) => f.family)).toEqual(['Inter Variable', 'Playfair Display']);
  });

  it('are added at once on a later visit, by address from the browser’s cache, and not fetched ahead again', async () => {
    localStorage.setItem('vastra-fonts-seen', '1');
    const { addWebFontsIfSeen, prefetchWebFonts } = await webFonts();
    expect(addWebFontsIfSeen()).toBe(true);
    expect(added).toHaveLength(2);
    expect(added[0]?.source).toMatch(/inter-latin-wght-normal.*\.woff2\) format\("woff2-variations"\)$/);
    expect(fetched).toEqual([]);
    prefetchWebFonts();
    expect(prefetchLinks()).toEqual([]);
  });

  it('are added by address when their files cannot be fetched, and remembered only once Inter arrives', async () => {
    answerAtOnce = false;
    const { addWebFontsForNextPage } = await webFonts();
    const done = addWebFontsForNextPage();
    await frame();
    for (const f of fetched) f.answer(false);
    await done;
    expect(added.map((f) => f.family)).toEqual(['Inter Variable', 'Playfair Display']);
    expect(added[1]?.source).toMatch(/playfair-display-latin-600-normal.*\.woff2\) format\("woff2"\)$/);
    expect(localStorage.getItem('vastra-fonts-seen')).toBeNull();
    added[0]?.arrive();
    await added[0]?.loaded;
    expect(localStorage.getItem('vastra-fonts-seen')).toBe('1');
  });

  it('are added once however often they are asked for', async () => {
    const { addWebFonts, addWebFontsForNextPage } = await webFonts();
    addWebFonts();
    addWebFonts();
    await addWebFontsForNextPage();
    expect(added).toHaveLength(2);
  });
});
