import { type ReactNode, Suspense } from 'react';

/**
 * Hydration in turns (record 32). Preact takes over a server-rendered page in one task (React
 * split it with a transition): ~45 ms on a desktop, four times that on a cheap phone, during which
 * a tap waits. Each `<InTurn>` part of the page is taken over in a task of its own instead: during
 * the first hydration it suspends until the next task, Preact keeps its server HTML on screen
 * meanwhile and resumes hydrating it there (nothing is drawn again). Outside that first
 * hydration, and on the server, it renders its children at once.
 *
 * The children must render exactly one element (or nothing): Preact keeps one node of a part that
 * waits, so a second sibling would be dropped and drawn again.
 */
let hydrating = false;
/** Parts still waiting for their turn, and the ones whose turn came. */
const waiting = new Map<string, Promise<void>>();
const done = new Set<string>();

/** Runs `hydrate` (the call of `hydrateRoot`) with the parts taking turns, until the last has. */
export function hydrateInTurns(hydrate: () => void): void {
  hydrating = true;
  hydrate();
  finishWhenNoneWait();
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A part's turn renders within its task, and may start inner parts' turns: look again after. */
function finishWhenNoneWait(): void {
  setTimeout(() => {
    if (waiting.size > 0) finishWhenNoneWait();
    else hydrating = false;
  }, 0);
}

function Turn({ id, children }: { id: string; children: ReactNode }) {
  if (hydrating && !done.has(id)) {
    let turn = waiting.get(id);
    if (!turn) {
      turn = nextTask().then(() => {
        waiting.delete(id);
        done.add(id);
      });
      waiting.set(id, turn);
    }
    throw turn;
  }
  return children;
}

/** A part of the page hydrated in its own task; `id` is unique on the page. */
export function InTurn({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn id={id}>{children}</Turn>
    </Suspense>
  );
}
