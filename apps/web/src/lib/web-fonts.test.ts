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

describe('the storefront’s web fonts', () => {
  it('wait on a first visit for the main picture, then come from their files with their ranges and weights', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/media/p/DUP1002/1/detail-700.webp">';
    const picture = document.querySelector('img') as HTMLImageElement;
    Object.defineProperty(picture, 'complete', { value: false });
    const { addWebFontsAfterFirstPaint } = await webFonts();
    const done = addWebFontsAfterFirstPaint();
    await frame();
    expect(fetched).toEqual([]);
    expect(added).toEqual([]);
    picture.dispatchEvent(new Event('load'));
    await done;
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

  it('are added together once both files have arrived, so the page is laid out again once', async () => {
    answerAtOnce = false;
    const { addWebFontsAfterFirstPaint } = await webFonts();
    const done = addWebFontsAfterFirstPaint();
    await frame();
    expect(fetched).toHaveLength(2);
    fetched[0]?.answer(true);
    await frame();
    expect(added).toEqual([]);
    fetched[1]?.answer(true);
    await done;
    expect(added.map((f) => f.family)).toEqual(['Inter Variable', 'Playfair Display']);
  });

  it('wait for the first contentful paint the browser reports, not only for a frame', async () => {
    const observers: FakePaintObserver[] = [];
    class FakePaintObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      observed: unknown = null;
      disconnected = false;
      constructor(readonly report: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        observers.push(this);
      }
      observe(options: unknown) {
        this.observed = options;
      }
      disconnect() {
        this.disconnected = true;
      }
      paint(name: string) {
        this.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const { addWebFontsAfterFirstPaint } = await webFonts();
    const done = addWebFontsAfterFirstPaint();
    await frame();
    expect(added).toEqual([]);
    expect(observers[0]?.observed).toEqual({ type: 'paint', buffered: true });
    observers[0]?.paint('first-paint');
    await frame();
    expect(added).toEqual([]);
    observers[0]?.paint('first-contentful-paint');
    await done;
    expect(added).toHaveLength(2);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('come after the cap when the main picture never settles', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/never.webp">';
    Object.defineProperty(document.querySelector('img'), 'complete', { value: false });
    const { addWebFontsAfterFirstPaint } = await webFonts();
    await addWebFontsAfterFirstPaint(20);
    expect(added).toHaveLength(2);
  });

  it('are remembered once the text font has arrived, and a later visit adds them at once', async () => {
    const first = await webFonts();
    await first.addWebFontsAfterFirstPaint();
    expect(localStorage.getItem('vastra-fonts-seen')).toBe('1');

    added.length = 0;
    fetched.length = 0;
    document.body.innerHTML = '<img fetchpriority="high" src="/media/s/1/slideMobile-768.webp">';
    Object.defineProperty(document.querySelector('img'), 'complete', { value: false });
    const later = await webFonts();
    void later.addWebFontsAfterFirstPaint();
    // By address, from the browser's cache, without waiting for the picture.
    expect(added).toHaveLength(2);
    expect(added[0]?.source).toMatch(/inter-latin-wght-normal.*\.woff2\) format\("woff2-variations"\)$/);
    expect(fetched).toEqual([]);
  });

  it('are added by address when their files cannot be fetched, and remembered only once Inter arrives', async () => {
    answerAtOnce = false;
    const { addWebFontsAfterFirstPaint } = await webFonts();
    const done = addWebFontsAfterFirstPaint();
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
    const { addWebFonts } = await webFonts();
    addWebFonts();
    addWebFonts();
    expect(added).toHaveLength(2);
  });
});
