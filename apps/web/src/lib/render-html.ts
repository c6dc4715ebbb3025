import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';

/**
 * The server's HTML of a page (record 32: the storefront runs on Preact): rendered once every lazy
 * part it shows has loaded, as one piece of HTML. Gives up with the signal's reason when `signal`
 * aborts first (the render would otherwise wait for ever on a part that never loads).
 */
export function renderHtml(page: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    Promise.resolve(renderToStringAsync(page as unknown as VNode))
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abort));
  });
}
