/**
 * Lighthouse (mobile preset: phone screen, slow 4G, 4× slower CPU) on the home page, a listing and
 * a product page of the production build, served by the real server on a free port with a fresh
 * demo database. Prints the scores, the page's first-load JavaScript (gzipped, from the build's
 * manifest: the entry and the page's chunks with everything they import; and as sent, brotli, from
 * Lighthouse) and fails when a page misses a target.
 *
 *   npm run bench:web                 build, then measure each page once
 *   npm run bench:web -- --runs 3     median of three runs per page
 *   npm run bench:web -- --no-build   measure the build already in apps/web/dist
 *   npm run bench:web -- --devtools   Chromium's own throttling (the page really loads on a slow
 *                                     network and CPU) instead of Lighthouse's simulation
 *   npm run bench:web -- --against DIR --runs 5
 *                                     also serves another build of the storefront (a copy of its
 *                                     apps/web/dist, e.g. from the commit before a change) on a
 *                                     second server, and alternates the runs between the two, so a
 *                                     change is compared under the same load of the machine
 *   npm run bench:web -- --no-ceiling  skips the machine's ceiling: by default each page is also
 *                                     measured with the storefront's scripts blocked (the server's
 *                                     HTML and CSS alone, nothing to hydrate), in the same runs, as
 *                                     the server bench measures a static answer beside each path:
 *                                     the best this machine's Lighthouse gives that page (record 53)
 *
 * Needs Chromium (CHROME_PATH, default /usr/bin/chromium). Reports go to .tmp/bench-web/.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { firstLoad, webDist } from './lib/first-load.ts';
import { measure, median, type Scores } from './lib/lighthouse-run.ts';

/** Issue targets: Lighthouse mobile performance and SEO, and first-load JavaScript in KB gzipped. */
const TARGETS = { performance: 95, accessibility: 95, seo: 100, lcpMs: 1500, firstLoadKbGz: 120 } as const;
const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runs =
  Number(args[args.indexOf('--runs') + 1]) > 0 && args.includes('--runs')
    ? Number(args[args.indexOf('--runs') + 1])
    : 1;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Lighthouse's simulation by default (its scores); `--devtools`: a real slowed load, to check it by. */
const throttlingMethod = args.includes('--devtools') ? 'devtools' : 'simulate';
/** Another build of the storefront to compare with, run for run (`--against DIR`). */
const against = args.includes('--against') ? resolve(args[args.indexOf('--against') + 1] ?? '') : null;
/** Also measure each page without its scripts: the machine's ceiling for that page (record 53). */
const ceiling = !args.includes('--no-ceiling');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}

async function waitFor(url: string, server: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

type Server = {
  /** This build, or the one it is compared with (`--against`). */
  build: 'this' | 'against';
  base: string;
  webDist: string;
  process: ChildProcess;
  stop: () => Promise<void>;
};

/** The real server on a free port with a fresh demo database, serving `webDist`. */
async function startServer(build: Server['build'], dist: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vastra-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`Starting the server for ${dist} on ${base} (data in ${dataDir})…`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STORAGE_DIR: join(dataDir, 'storage'),
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { build, base, webDist: dist, process: child, stop };
}

async function main() {
  if (!args.includes('--no-build')) {
    console.log('Building the web app…');
    execFileSync('npm', ['run', 'build', '-w', '@vastra/web'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const outDir = join(root, '.tmp', 'bench-web');
  mkdirSync(outDir, { recursive: true });
  const own = await startServer('this', webDist);
  const servers = against ? [own, await startServer('against', against)] : [own];
  const base = own.base;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let failed = false;
  try {
    for (const server of servers) await waitFor(`${server.base}/api/health`, server.process);
    const { items: categories } = await json<{ items: { code: string; slug: string }[] }>(
      `${base}/api/categories?group=men`,
    );
    const { items: pieces } = await json<{ items: { code: string; slug: string }[] }>(
      `${base}/api/products?type=rent&limit=1`,
    );
    const category = categories[0];
    const piece = pieces[0];
    if (!category || !piece) throw new Error('the demo shop has no category or product');
    const pages: [string, string, string][] = [
      ['home', '/', 'src/app/routes/home.tsx'],
      ['listing', `/listing/${category.slug}/${category.code}`, 'src/app/routes/listing.tsx'],
      ['product', `/product/${piece.slug}/${piece.code}/`, 'src/app/routes/product.tsx'],
    ];
    // Warm the server's caches and picture variants once, as a visitor before us would have: the
    // page, and every picture its HTML names (variants are drawn on their first request, record 3;
    // a shop in use has them on disk).
    for (const server of servers)
      for (const [, path] of pages) {
        const html = await fetch(`${server.base}${path}`).then((r) => r.text());
        const pictures = new Set(html.match(/\/media\/[^\s"',]+\.webp/g) ?? []);
        await Promise.all(
          [...pictures].map((picture) => fetch(`${server.base}${picture}`).then((r) => r.arrayBuffer())),
        );
      }

    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    /** What is measured of each page: each build, and this build without its scripts (its ceiling). */
    type Measured = { build: Server['build'] | 'ceiling'; server: Server };
    const measured: Measured[] = servers.map((server) => ({ build: server.build, server }));
    if (ceiling) measured.push({ build: 'ceiling', server: own });
    const rows: (Scores & { page: string; build: Measured['build']; jsGz: number })[] = [];
    for (const [name, path, chunk] of pages) {
      const all = measured.map((): Scores[] => []);
      for (let run = 1; run <= runs; run++) {
        // The builds take turns going first, so none meets the machine's quieter moments only.
        const order = measured.map((_, i) => i);
        if (run % 2 === 0) order.reverse();
        for (const i of order) {
          const m = measured[i];
          if (!m) continue;
          const file = m.build === 'this' ? name : `${name}-${m.build}`;
          all[i]?.push(
            await measure(`${m.server.base}${path}`, chrome.port, file, outDir, run, {
              throttlingMethod,
              blockScripts: m.build === 'ceiling',
            }),
          );
        }
      }
      measured.forEach((m, i) => {
        const pick = (key: keyof Scores) => median((all[i] ?? []).map((s) => s[key]));
        rows.push({
          page: name,
          build: m.build,
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          jsSent: pick('jsSent'),
          cpuIndex: pick('cpuIndex'),
          jsGz: m.build === 'ceiling' ? 0 : firstLoad(chunk, m.server.webDist).kbGz,
        });
      });
    }

    console.log(
      `\nLighthouse, mobile preset${throttlingMethod === 'devtools' ? ', throttled by Chromium' : ''}${runs > 1 ? `, median of ${runs} runs` : ''}:\n`,
    );
    const labelled = measured.length > 1;
    console.log(
      `${'page'.padEnd(labelled ? 17 : 9)} perf  a11y  best  seo   FCP      LCP      TBT     CLS   JS gz KB  JS sent KB  CPU index`,
    );
    for (const r of rows) {
      const ok =
        r.performance >= TARGETS.performance &&
        r.accessibility >= TARGETS.accessibility &&
        r.seo >= TARGETS.seo &&
        r.lcp <= TARGETS.lcpMs &&
        r.jsGz <= TARGETS.firstLoadKbGz;
      if (!ok && r.build === 'this') failed = true;
      const verdict = ok ? 'ok' : r.build === 'ceiling' ? 'BELOW TARGET WITHOUT SCRIPTS' : 'BELOW TARGET';
      console.log(
        `${(labelled ? `${r.page} (${r.build})` : r.page).padEnd(labelled ? 17 : 9)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r.bestPractices).padStart(4)}  ${String(r.seo).padStart(3)}  ${`${(r.fcp / 1000).toFixed(2)} s`.padStart(7)}  ${`${(r.lcp / 1000).toFixed(2)} s`.padStart(7)}  ${`${Math.round(r.tbt)} ms`.padStart(6)}  ${r.cls.toFixed(3).padStart(6)}  ${r.jsGz.toFixed(1).padStart(8)}  ${(r.jsSent / 1024).toFixed(1).padStart(10)}  ${String(Math.round(r.cpuIndex)).padStart(9)}  ${verdict}`,
      );
    }
    writeFileSync(
      join(root, 'bench-web-results.json'),
      `${JSON.stringify({ targets: TARGETS, throttlingMethod, against, ceiling, rows }, null, 2)}\n`,
    );
    console.log(
      `\nTargets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, SEO ${TARGETS.seo}, LCP ≤ ${TARGETS.lcpMs / 1000} s, first-load JS ≤ ${TARGETS.firstLoadKbGz} KB gz. CPU index: Lighthouse's BenchmarkIndex of this machine during the runs (median); TBT and the score move with it.${ceiling ? ` (ceiling): the same page with its scripts blocked, the best this machine gives its HTML, styles and pictures; under a ceiling below the target, no change to the page's scripts alone reaches it here.` : ''} Reports: ${outDir}; table: bench-web-results.json`,
    );
  } finally {
    await chrome?.kill();
    for (const server of servers) await server.stop();
  }
  if (failed) process.exitCode = 1;
}

await main();
