import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each test starts with an empty page, real timers and no stubbed globals.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
