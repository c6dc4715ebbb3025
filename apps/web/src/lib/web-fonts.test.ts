import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A FontFace as the browser makes it: `loaded` settles when the face has been fetched. */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  loaded: Promise<FakeFontFace>;
  load!: () => void;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: Record<string, string>,
  ) {
    this.loaded = new Promise((done) => {
      this.load = () => done(this);
    });
    FakeFontFace.made.push(this);
  }
}

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
  localStorage.clear();
  document.body.innerHTML = '';
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push(face) },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the storefront’s web fonts', () => {
  it('wait on a first visit for the main picture, then come with their ranges and weights', async () => {
    document.body.innerHTML = '<img fetchpriority="high" src="/media/p/DUP1002/1/detail-700.webp">';
    const picture = document.querySelector('img') as HTMLImageElement;
    Object.defineProperty(picture, 'complete', { value: false });
    const { addWebFontsAfterFirstPaint } = await webFonts();
    const done = addWebFontsAfterFirstPaint();
    await frame();
    expect(added).toEqual([]);
    picture.dispatchEvent(new Event('load'));
    await done;
    expect(added.map((f) => f.family)).toEqual(['Inter Variable', 'Playfair Display']);
    expect(added[0]?.source).toMatch(/inter-latin-wght-normal.*\.woff2\) format\("woff2-variations"\)$/);
    expect(added[0]?.descriptors).toMatchObject({ weight: '100 900', display: 'swap' });
    expect(added[0]?.descriptors.unicodeRange).toContain('U+0000-00FF');
    expect(added[1]?.descriptors).toMatchObject({ weight: '600', display: 'swap' });
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
    expect(localStorage.getItem('vastra-fonts-seen')).toBeNull();
    added[0]?.load();
    await added[0]?.loaded;
    expect(localStorage.getItem('vastra-fonts-seen')).toBe('1');

    added.length = 0;
    document.body.innerHTML = '<img fetchpriority="high" src="/media/s/1/slideMobile-768.webp">';
    Object.defineProperty(document.querySelector('img'), 'complete', { value: false });
    const later = await webFonts();
    void later.addWebFontsAfterFirstPaint();
    expect(added).toHaveLength(2);
  });

  it('are added once however often they are asked for', async () => {
    const { addWebFonts } = await webFonts();
    addWebFonts();
    addWebFonts();
    expect(added).toHaveLength(2);
  });
});
