import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog-view.tsx';

const load = () => import('./dialog-view.tsx');
const DialogView = lazy(load);

// The code is fetched as soon as the visitor first touches or types, so it is there when a tap opens a dialog.
if (typeof window !== 'undefined') {
  const early = () => {
    for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, early, true);
    void load();
  };
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, early, true);
}

/**
 * The one dialog (dialog-view.tsx). Its code (Radix, focus trap, scroll lock: about 9 KB gzipped)
 * is fetched the first time a dialog opens, not with the page: most visits open none. Once opened
 * it stays mounted, so closing animates and focus returns to what opened it.
 */
export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}
