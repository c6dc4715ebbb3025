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

/** The two faces, as `addWebFonts` declares them and `addWebFontsForNextPage` builds them. */
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
 * The storefront moved to another page: fetches both files first, then adds both faces already
 * loaded, in one task, so the page is laid out again once. Faces added by address are laid out
 * three times (when added, then as each file arrives), a tenth of a second each on a slow phone.
 * Should a fetch fail, they are added by address.
 */
export async function addWebFontsForNextPage(): Promise<void> {
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

/**
 * The storefront's fonts at its start: on a later visit the files are in the browser's cache and
 * the faces are added at once. Answers whether they were.
 */
export function addWebFontsIfSeen(): boolean {
  if (!seenBefore()) return false;
  addWebFonts();
  return true;
}

/**
 * On a first visit, once the page is taken over: the two files are fetched (at the lowest
 * priority, into the browser's cache) but not added to this page, which stays in the local
 * fonts sized like them. Adding them would lay the whole page out again, a task of a tenth of a
 * second on a slow phone just after it loaded (record 51). The next page shows them
 * (`addWebFontsForNextPage`), and so does the next visit: they are remembered once both arrived.
 */
export function prefetchWebFonts(): void {
  if (added || typeof document === 'undefined') return;
  let arrived = 0;
  for (const f of FACES) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = f.url;
    link.addEventListener('load', () => {
      arrived += 1;
      if (arrived === FACES.length) remember();
    });
    document.head.append(link);
  }
}
