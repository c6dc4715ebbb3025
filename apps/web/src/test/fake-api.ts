import { vi } from 'vitest';

type Answer = { status: number; body?: unknown };
type Route = (request: { method: string; url: URL; body: unknown }) => Answer | undefined;

/**
 * Stands in for the shop's API: each call is answered by the first route that answers it; a call
 * no route answers fails the test. Returns the calls made, to check what was sent.
 */
export function fakeApi(...routes: Route[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://shop.test');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    for (const route of routes) {
      const answer = route({ method, url, body });
      if (answer) {
        return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
      }
    }
    throw new Error(`No fake answer for ${method} ${url.pathname}`);
  });
  return calls;
}

/** A route: `on('POST', '/api/cart/items', { status: 409, body })`. */
export const on =
  (method: string, path: string | RegExp, answer: Answer): Route =>
  (request) =>
    request.method === method &&
    (typeof path === 'string' ? request.url.pathname === path : path.test(request.url.pathname))
      ? answer
      : undefined;
