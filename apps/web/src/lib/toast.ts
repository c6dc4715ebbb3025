import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/*
 * Toasts, with the toast library loaded only when the first one is shown (or once the page is
 * idle): it stays out of the JavaScript every page needs before its first paint.
 */
type Sonner = typeof import('sonner');

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the toaster once it is on the page. */
export const toasterMounted = () => markMounted();

function load(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  return mounted.then(() => import('sonner'));
}

/** True once the toaster should be on the page. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
}

/** Puts the toaster on the page ahead of need (when the browser is idle). */
export const warmToasts = () => void load();

/**
 * toast('…'), toast.success('…'), toast.error('…'), toast.info('…'), with sonner's options: the same
 * calls as sonner's, but sonner itself is loaded on first use, not with every page.
 */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) => void load().then((s) => s.toast(message, options)),
  {
    success: (message: string, options?: ExternalToast) =>
      void load().then((s) => s.toast.success(message, options)),
    error: (message: string, options?: ExternalToast) =>
      void load().then((s) => s.toast.error(message, options)),
    info: (message: string, options?: ExternalToast) =>
      void load().then((s) => s.toast.info(message, options)),
  },
);
