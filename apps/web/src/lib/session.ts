import { useSyncExternalStore } from 'react';
import { createStoredValue, safeStorage } from './storage';

/** The bearer token of the logged-in customer. */
const TOKEN_KEY = 'vastra.token';
/** Where to go back to after login. */
const REDIRECT_KEY = 'vastra.redirectAfterLogin';

const token = createStoredValue<string | null>(
  TOKEN_KEY,
  (raw) => (raw && raw.length > 0 ? raw : null),
  (v) => v,
);

const clearListeners = new Set<() => void>();

/** The session store: the login pages call setToken, the API client calls clear on any 401. */
export const session = {
  getToken: (): string | null => token.get(),
  setToken: (value: string) => token.set(value),
  /** Logs out locally: forgets the token and tells whoever cached private data. */
  clear() {
    if (token.get() === null) return;
    token.set(null);
    for (const l of clearListeners) l();
  },
  /** Called after clear(), e.g. to drop cached private queries. */
  onClear(listener: () => void) {
    clearListeners.add(listener);
    return () => clearListeners.delete(listener);
  },
  subscribe: token.subscribe,
};

/** The current session; re-renders on login, logout, 401 and changes from other tabs. */
export function useSession() {
  const current = useSyncExternalStore(session.subscribe, session.getToken, () => null);
  return { token: current, isLoggedIn: current !== null };
}

/** Remembers the page to return to after login: rememberPage('/product/x/ABC/'). */
export function rememberPage(path: string): void {
  // Only paths of this site: never an absolute URL (open redirect).
  if (path.startsWith('/') && !path.startsWith('//')) safeStorage.set(REDIRECT_KEY, path);
}

/** The remembered page, once: the login page goes there (else to the dashboard) and it is forgotten. */
export function takeRememberedPage(): string | null {
  const path = safeStorage.get(REDIRECT_KEY);
  safeStorage.remove(REDIRECT_KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}
