/** localStorage that never throws (private mode, full quota, blocked storage). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
};

type Listener = () => void;

/**
 * A tiny external store over one localStorage key, for useSyncExternalStore. It follows other tabs
 * through the 'storage' event. `parse` must return a stable value for unchanged text.
 */
export function createStoredValue<T>(
  key: string,
  parse: (raw: string | null) => T,
  serialise: (v: T) => string | null,
) {
  const listeners = new Set<Listener>();
  let raw = safeStorage.get(key);
  let value = parse(raw);

  const emit = () => {
    for (const l of listeners) l();
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key && event.key !== null) return;
      raw = safeStorage.get(key);
      value = parse(raw);
      emit();
    });
  }

  return {
    get: () => value,
    set(next: T) {
      const text = serialise(next);
      if (text === null) safeStorage.remove(key);
      else safeStorage.set(key, text);
      raw = text;
      value = next;
      emit();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
