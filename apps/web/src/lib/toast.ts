import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { translateMessage } from '@/i18n/messages';

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

/** A toast's sentence in the language shown: the language's `messages` table by the English wording. */
const say = (message: string) => translateMessage(message);

/**
 * toast('…'), toast.success('…'), toast.error('…'), toast.info('…'), with sonner's options: the same
 * calls as sonner's, but sonner itself is loaded on first use, not with every page. A sentence is
 * shown in the language being shown when that language's messages table has it (English
 * sentences from the shared rules, the API and the storefront's fixed toasts), else as given.
 */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) => void load().then((s) => s.toast(say(message), options)),
  {
    success: (message: string, options?: ExternalToast) =>
      void load().then((s) => s.toast.success(say(message), options)),
    error: (message: string, options?: ExternalToast) =>
      void load().then((s) => s.toast.error(say(message), options)),
    info: (message: string, options?: ExternalToast) =>
      void load().then((s) => s.toast.info(say(message), options)),
  },
);
