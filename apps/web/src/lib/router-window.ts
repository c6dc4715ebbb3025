/**
 * The page's window as the router (BrowserRouter) sees it, with the router's first history write
 * put off to a task of its own (record 53). On a page's first load the router stamps the entry it
 * starts on with its place in the history (`replaceState({ ...state, idx: 0 }, '')`), in the task
 * that starts hydrating the page; in Chromium that one call took 3–15 ms on the bench's machine,
 * a third of that task. The stamp is kept, read back as the entry's state meanwhile, and written
 * in the next task, or at once before any other use of the history, so the entry has it before
 * anything moves.
 */
export function routerWindow(win: Window = window): Window {
  const real = win.history;
  let stamped = false;
  let pending: { state: unknown } | null = null;
  const flush = () => {
    if (!pending) return;
    const { state } = pending;
    pending = null;
    real.replaceState(state, '');
  };
  const history: History = {
    get state() {
      return pending ? pending.state : real.state;
    },
    get length() {
      return real.length;
    },
    get scrollRestoration() {
      return real.scrollRestoration;
    },
    set scrollRestoration(value) {
      real.scrollRestoration = value;
    },
    pushState(data, unused, url) {
      flush();
      real.pushState(data, unused, url);
    },
    replaceState(data, unused, url) {
      // The router's stamp: its first write, without an address.
      if (!stamped && url === undefined) {
        stamped = true;
        pending = { state: data };
        setTimeout(flush, 0);
        return;
      }
      stamped = true;
      flush();
      real.replaceState(data, unused, url);
    },
    go(delta) {
      flush();
      real.go(delta);
    },
    back() {
      flush();
      real.back();
    },
    forward() {
      flush();
      real.forward();
    },
  };
  // What the router reads of a window: its history, its address and the `popstate` event.
  return {
    history,
    location: win.location,
    addEventListener: win.addEventListener.bind(win),
    removeEventListener: win.removeEventListener.bind(win),
  } as unknown as Window;
}
