import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Dialogs fetch their code when first opened (@vastra/ui/dialog); here it is loaded once up front,
// so a test waits for the dialog, not for the module's first transform.
await import('@vastra/ui/dialog-view');

// Each test starts with an empty page, real timers and no stubbed globals.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
