import playfairUrl from '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/*
 * The two web fonts of visual.md, added to the page from script rather than from the stylesheet,
 * so that a page can choose when they are fetched. Until they arrive, text is drawn in the local
 * fonts sized like them ("Inter Fallback", "Playfair Fallback" in styles/fonts.css), so the swap
 * moves nothing.
 */

/**
 * Inter, Latin letters only: its other files (Cyrillic, Greek, Vietnamese, and Latin Extended,
 * which a page would fetch for the ₹ sign alone, 86 KB) are left out; ₹ comes from the system font.
 */
const INTER_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** Set once the body font has been loaded here: the next visit finds it in the browser's cache. */
const SEEN_KEY = 'vastra-fonts-seen';

/** The two faces, as `addWebFonts` declares them and `addLoadedWebFonts` builds them. */
const FACES = [
  {
    family: 'Inter Variable',
    url: interUrl,
    format: 'woff2-variations',
    descriptors: { weight: '100 900', display: 'swap', unicodeRange: INTER_RANGE },
  },
  {
    family: 'Playfair Display',
    url: playfairUrl,
    format: 'woff2',
    descriptors: { weight: '600', display: 'swap' },
  },
] as const;

let added = false;

/** Whether this browser lets a script add faces to the document. */
const facesAddable = () => typeof FontFace !== 'undefined' && Boolean(document.fonts);

/** Adds both faces to the document; each is fetched when text first needs it. Idempotent. */
export function addWebFonts(): void {
  if (added || !facesAddable()) return;
  added = true;
  const faces = FACES.map(
    (f) => new FontFace(f.family, `url(${f.url}) format("${f.format}")`, f.descriptors),
  );
  for (const face of faces) document.fonts.add(face);
  faces[0]?.loaded.then(
    () => remember(),
    () => undefined,
  );
}

/**
 * Fetches both files first, then adds both faces already loaded, in one task: the page is laid
 * out again once. Faces added by address are laid out three times (when added, then as each file
 * arrives), a tenth of a second each on a slow phone. Should a fetch fail, they are added by address.
 */
async function addLoadedWebFonts(): Promise<void> {
  if (added) return;
  if (!facesAddable() || typeof fetch === 'undefined') {
    addWebFonts();
    return;
  }
  added = true;
  try {
    const files = await Promise.all(
      FACES.map(async (f) => {
        const answer = await fetch(f.url);
        if (!answer.ok) throw new Error(`${f.url}: ${answer.status}`);
        return answer.arrayBuffer();
      }),
    );
    const faces = FACES.map((f, i) => new FontFace(f.family, files[i] as ArrayBuffer, f.descriptors));
    await Promise.all(faces.map((face) => face.load()));
    for (const face of faces) document.fonts.add(face);
    remember();
  } catch {
    added = false;
    addWebFonts();
  }
}

function remember(): void {
  try {
    localStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Storage refused (a private window): the next visit waits again, nothing else changes.
  }
}

function seenBefore(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Resolves when the page's main picture (fetchpriority="high") has loaded or failed, or after `capMs`. */
function mainPictureSettled(capMs: number): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((done) => {
    const finish = () => done();
    picture.addEventListener('load', finish, { once: true });
    picture.addEventListener('error', finish, { once: true });
    setTimeout(finish, capMs);
  });
}

/**
 * Resolves once the browser has reported the page's first contentful paint (the time it was put
 * on screen, which under load comes later than the frame that drew it), or after `capMs`. Without
 * paint timing, after the next frame.
 */
function firstContentfulPaint(capMs: number): Promise<void> {
  const paintTimed =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!paintTimed) {
    return new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
  }
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return Promise.resolve();
  return new Promise((done) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    const cap = setTimeout(() => finish(), capMs);
    function finish() {
      clearTimeout(cap);
      observer.disconnect();
      done();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * The storefront's fonts on a phone's first visit: after the page's first contentful paint and its
 * main picture (each at most `capMs` away), so that on a slow connection the server-rendered page,
 * its picture and the app's code are not kept waiting behind 72 KB of fonts; they are then laid
 * out once. On a later visit the fonts are in the browser's cache and are added at once.
 */
export function addWebFontsAfterFirstPaint(capMs = 3000): Promise<void> {
  if (seenBefore()) {
    addWebFonts();
    return Promise.resolve();
  }
  return Promise.all([mainPictureSettled(capMs), firstContentfulPaint(capMs)]).then(addLoadedWebFonts);
}
