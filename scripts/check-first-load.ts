/**
 * First-load JavaScript of the storefront's home, listing and product pages, from the build's
 * manifest (the same count as `npm run bench:web`'s "JS gz KB", without Lighthouse): prints each
 * page's files and fails when a page grows over its ceiling. Record 29: the target is 120 KB; the
 * ceilings are what the pages load today plus a little, so a change that adds to the first load
 * (a module that pulls zod or a dialog into a page) is seen at once. Lower them as pages shrink.
 * It also fails when a page's first load takes more than MAX_FILES files: each file is a request,
 * and on a phone's slow 4G over HTTP/1.1 (six connections) every six more cost a round trip
 * before the first paint (record 29, addendum 6).
 *
 *   npm run build -w apps/web && npm run check:first-load        (-- --files lists every file)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILE_HINT } from '../apps/web/compile-hint.ts';
import { firstLoad, webDist } from './lib/first-load.ts';

/**
 * KB gzipped. On 2026-11-27 (the storefront on Preact, record 32, its first load in few files,
 * record 29 addendum 6): home 77.0, listing 86.3, product 89.5. On 2026-12-06 (parts that wait for
 * a desktop's width, the screen's answer after the hydration, memoised cards: record 50): home
 * 79.0, listing 88.1, product 91.2. The goal is 120. Ceilings 1.8 to 2 KB above.
 */
const CEILINGS = {
  home: ['src/app/routes/home.tsx', 81],
  listing: ['src/app/routes/listing.tsx', 90],
  product: ['src/app/routes/product.tsx', 93],
} as const;
/** Files of a first load: today 4 to 5 (the entry, its one chunk, the page's chunks); were 21 to 40. */
const MAX_FILES = 6;

let failed = false;
for (const [name, [page, ceiling]] of Object.entries(CEILINGS)) {
  const { kbGz, files } = firstLoad(page);
  const over = kbGz > ceiling || files.length > MAX_FILES;
  const unhinted = files.filter(
    ([file]) => !readFileSync(join(webDist, file), 'utf8').startsWith(COMPILE_HINT),
  );
  failed ||= over || unhinted.length > 0;
  for (const [file] of unhinted)
    console.log(
      `${name.padEnd(8)} ${file} does not begin with ${COMPILE_HINT.trim()}: its functions compile on the main thread`,
    );
  console.log(
    `${name.padEnd(8)} ${kbGz.toFixed(1).padStart(6)} KB gz  (ceiling ${ceiling}, goal 120), ${files.length} files (at most ${MAX_FILES})${over ? '  OVER' : ''}`,
  );
  if (process.argv.includes('--files') || over) {
    for (const [file, kb] of files) console.log(`    ${kb.toFixed(1).padStart(6)}  ${file}`);
  }
}
if (failed) {
  console.error(
    '\nA page loads more JavaScript, or more files, at first than before, or a file without its compile hint: see record 29 (lazy chunks, zod-free imports, addendum 6 on files) and record 52.',
  );
  process.exit(1);
}
