import { Component, type ErrorInfo, type ReactNode } from 'react';

/*
 * What the storefront and the back office do when a screen cannot be drawn: its place shows a short
 * message (the app's own `fallback`) instead of the whole page going blank, and a file of the app
 * that could not be loaded (a tab kept open across a deploy asks for a chunk the new build no
 * longer has) reloads the page once, which fetches the new build.
 */

/** A script or style sheet of the app that did not load: Chrome's, Firefox's and Safari's words, and Vite's. */
const MISSING_FILE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** The time of the last reload for a missing file, per tab; none again within RELOAD_GUARD_MS. */
const RELOAD_KEY = 'vastra:reloaded-for-missing-file';
/** Longer than a reloaded page takes to load on a slow phone: a reload that did not help is not repeated. */
const RELOAD_GUARD_MS = 5 * 60_000;

/** Errors this page is already reloading for (the listener and the boundary may both see one). */
const reloadingFor = new WeakSet<object>();

/**
 * For an error that is a file of the app failing to load: reloads the page, once (sessionStorage
 * remembers it for a while, so a reload that did not help is not repeated). True when the page is
 * about to reload; false when the error is of another kind or the reload was done already.
 */
function reloadForMissingFile(error: unknown): boolean {
  if (!(error instanceof Error) || !MISSING_FILE.test(error.message)) return false;
  if (reloadingFor.has(error)) return true;
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY));
    if (last && Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false; // Without storage a reload could not know it had been tried: never risk a loop.
  }
  reloadingFor.add(error);
  window.location.reload();
  return true;
}

/**
 * Reloads the page once when Vite could not load a lazy chunk or its style sheet
 * (`vite:preloadError`), also for code that no boundary draws (a dialog's, the carousel's).
 * The error still reaches the code that asked (a boundary then waits for the reload quietly).
 */
export function reloadOnMissingFiles(): void {
  window.addEventListener('vite:preloadError', (event) => {
    reloadForMissingFile((event as Event & { payload?: unknown }).payload);
  });
}

type Props = {
  children: ReactNode;
  /** What is drawn in the children's place after they threw: a message, never the error itself. */
  fallback: ReactNode;
  /** Draws the children again when it changes (the location's key: going elsewhere clears the error). */
  resetKey: unknown;
};
type State = { failed: boolean; reloading: boolean; resetKey: unknown };

/**
 * Catches an error thrown while drawing its children, logs it to the console and draws `fallback`
 * until `resetKey` changes. A chunk that failed to load reloads the page once (then nothing is
 * drawn while the page reloads). Renders just its children on the server and in hydration.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, reloading: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, reloading: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo | undefined): void {
    // React names the components above the error; Preact (the storefront, record 32) does not.
    console.error(
      'This page could not be drawn:',
      error,
      ...(info?.componentStack ? [info.componentStack] : []),
    );
    if (reloadForMissingFile(error)) this.setState({ reloading: true });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading ? null : this.props.fallback;
  }
}
