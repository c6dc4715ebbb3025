import { act } from '@testing-library/react';

/** Every task queued so far, and the ones they queue, have run (and what they drew is on the page). */
export async function nextTasks(n = 4): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}
