import { createHash } from 'node:crypto';
import { escapeHtml } from './web-head-tags.ts';

/*
 * A server-rendered page with a main picture fetches the app's code after that picture is on
 * the screen (record 36): on a phone's slow network the picture then has the bandwidth to itself,
 * instead of sharing it with 80 KB of scripts it does not need.
 */

/**
 * Run in the page, after its HTML: adds the app's module preloads and entry script (named by its
 * own data-preload and data-entry) once the page's main picture, the first `fetchpriority="high"`
 * image in #root, has been painted (its largest-contentful-paint entry). At once when there is no
 * such picture or the page is not visible (no paint would come); on the visitor's first tap or key;
 * when the picture fails; where the browser reports no paint of it (it was not the largest), a
 * second after the frame that drew it, and that frame itself where the browser cannot report
 * paints; at the latest three seconds after the HTML. The second is counted from the frame, not
 * from the picture's arrival: a busy phone may draw a frame long after the picture came, and the
 * code would then start before the paint it waits for. Plain ES5: it runs before anything else,
 * in every browser.
 */
const SCRIPT_LOADER = `(function () {
  var me = document.currentScript, d = document, started = false;
  function start() {
    if (started) return;
    started = true;
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      d.head.appendChild(link);
    });
    var script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = me.getAttribute('data-entry');
    d.head.appendChild(script);
  }
  var picture = d.querySelector('#root img[fetchpriority="high"]');
  if (!picture || d.visibilityState !== 'visible') return start();
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  });
  setTimeout(start, 3000);
  var paints = typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('largest-contentful-paint') >= 0;
  if (paints) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.element === picture) start();
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  function loaded() {
    if (!picture.naturalWidth) return start();
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { setTimeout(start, paints ? 1000 : 0); });
    });
  }
  if (picture.complete) loaded();
  else {
    picture.addEventListener('load', loaded);
    picture.addEventListener('error', start);
  }
})();`;

/** The loader's CSP source: the policy allows this one inline script and no other. */
export const SCRIPT_LOADER_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page's entry script and module preloads, moved from its head to the loader at the end of
 * its body, when the rendered app (`body`, the HTML inside #root) has a main picture. Other pages
 * are returned as they are.
 */
export function scriptsAfterMainPicture(html: string, body: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry || !/<img\b[^>]*\bfetchpriority="high"/i.test(body)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const loader = `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">${SCRIPT_LOADER}</script>`;
  const moved = html.replace(ENTRY, '').replace(MODULE_PRELOAD, '');
  const end = moved.lastIndexOf('</body>');
  return end < 0 ? `${moved}${loader}` : `${moved.slice(0, end)}${loader}\n  ${moved.slice(end)}`;
}
