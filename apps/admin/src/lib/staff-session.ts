import { useSyncExternalStore } from 'react';

/** The staff token lives under its own key: a customer signed in on the same browser is untouched. */
const TOKEN_KEY = 'vastra.staff.token';
/** The branch the staff member is working at, remembered between visits. */
const BRANCH_KEY = 'vastra.staff.branch';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked (private mode): the session lasts for this page only.
  }
}

const listeners = new Set<() => void>();
let token = typeof window === 'undefined' ? null : read(TOKEN_KEY);
let branch = typeof window === 'undefined' ? null : read(BRANCH_KEY);

const emit = () => {
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  // Signing out in one tab signs out every tab.
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== BRANCH_KEY && event.key !== null) return;
    token = read(TOKEN_KEY);
    branch = read(BRANCH_KEY);
    emit();
  });
}

/** The staff session: sign-in sets the token, the API client clears it on any 401. */
export const staffSession = {
  getToken: () => token,
  setToken(value: string) {
    token = value;
    write(TOKEN_KEY, value);
    emit();
  },
  clear() {
    if (token === null) return;
    token = null;
    write(TOKEN_KEY, null);
    emit();
  },
  getBranch: () => branch,
  setBranch(code: string | null) {
    branch = code;
    write(BRANCH_KEY, code);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The staff token, re-rendering on sign-in, sign-out and a 401. */
export function useStaffToken(): string | null {
  return useSyncExternalStore(staffSession.subscribe, staffSession.getToken, () => null);
}

/** The branch code picked in the header (null: every branch the member works at). */
export function useBranchCode(): string | null {
  return useSyncExternalStore(staffSession.subscribe, staffSession.getBranch, () => null);
}
