import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { COMPILE_HINT } from './compile-hint.ts';
import { preactAliases } from './preact-aliases.ts';

/**
 * Writes .br and .gz beside each script and style sheet, once at build time: the server sends
 * them as they are (@fastify/static preCompressed), so phones on 4G download a third of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'vastra-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const source = readFileSync(join(dir, file));
        if (source.length < 1024) continue;
        writeFileSync(`${join(dir, file)}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${join(dir, file)}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The files every page has loaded before any of its code can import a page lazily: the entry and
 * its static imports (React, the router, i18next, TanStack Query, ...). Vite lists them again with
 * each lazy import's files to preload (the map in the entry, one name list for ~50 lazy imports);
 * `resolveDependencies` below drops them, which takes ~1 KB gzipped off every page's first load
 * and changes no request (record 29, addendum 3). Filled at generateBundle, which runs before
 * Vite's own (the one that writes the map).
 */
const loadedFirst = new Set<string>();
function entryClosure(): Plugin {
  return {
    name: 'vastra-entry-closure',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      loadedFirst.clear();
      for (const file of withStaticImports(bundle, (chunk) => chunk.isEntry)) loadedFirst.add(file);
    },
  };
}

/** The chunks `isRoot` picks and every chunk they import statically, by file name. */
function withStaticImports(
  bundle: Rolldown.OutputBundle,
  isRoot: (chunk: Rolldown.OutputChunk) => boolean,
): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || files.has(file)) return;
    files.add(file);
    for (const i of chunk.imports) visit(i);
  };
  for (const [file, chunk] of Object.entries(bundle))
    if (chunk.type === 'chunk' && isRoot(chunk)) visit(file);
  return files;
}

/**
 * V8's explicit compile hint (record 52): a script that begins with this comment has all its
 * functions compiled while it streams in, on a background thread, instead of each on the main
 * thread the first time it is called, which is during the page's first hydration: the one long
 * task a phone's tap waits behind. Only the files of a page's first load carry it (the entry with
 * its imports, each page's chunk with its own): nearly all their functions run at once.
 */
function compileHints(): Plugin {
  return {
    name: 'vastra-compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      // After Vite's own, which puts its preload map at the top of the entry's chunk.
      order: 'post',
      handler(_options, bundle) {
        const firstLoads = withStaticImports(
          bundle,
          (chunk) => chunk.isEntry || Boolean(chunk.facadeModuleId?.includes('/src/app/routes/')),
        );
        for (const file of firstLoads) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // The source map's lines move down by one (a build with --sourcemap: the map is in the
          // bundle already, as a file of its own).
          if (!chunk.map) continue;
          chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${file}.map`];
          if (mapFile?.type === 'asset') mapFile.source = chunk.map.toString();
        }
      },
    },
  };
}

/**
 * React Router publishes a production build beside its development one, but its package points
 * every import at the development build (its dev warnings on: each render of the routes builds
 * their messages). A build of the storefront takes the production one; the dev server and the
 * tests keep the warnings.
 */
const routerProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router')).replace(/development$/, 'production'),
  'index.mjs',
);

/** The API the dev server forwards to (the Fastify server: `PORT=3100 node --import tsx apps/api/src/server.ts`). */
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3100';

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [entryClosure(), compileHints(), precompress()],
  // JSX straight to Preact's runtime (no React Fast Refresh: a change reloads the page in dev).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: [
      ...preactAliases,
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  // The server render bundles its React libraries so that they, too, import Preact.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // Route chunks are listed in .vite/manifest.json; the bench and the server can read it.
    manifest: true,
    reportCompressedSize: true,
    rolldownOptions: {
      // Few files on a first visit (record 29, addendum 6): everything the entry imports is one
      // chunk, and the small chunks that lazy pages share are copied into each page's chunk (a
      // shared registry keeps one instance of each module), instead of ~30 files of 1-3 KB. The
      // server render is one file anyway.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 20_000 },
            },
          },
      onwarn(warning, warn) {
        // "use client" marks a React Server Components boundary; the storefront has none.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // react-router looks for React 19's useOptimistic and does without it on Preact.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
    modulePreload: {
      // The page itself (hostType html) keeps every preload of the entry's imports: without them
      // the browser finds React, i18next and the rest only after the entry has downloaded.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !loadedFirst.has(dep)),
    },
  },
}));
