import { type ReactNode, Suspense, useRef } from 'react';

/**
 * Hydration in turns (record 32). Preact takes over a server-rendered page in one task (React
 * split it with a transition): ~45 ms on a desktop, four times that on a cheap phone, during which
 * a tap waits. Each `<InTurn>` part of the page is taken over in a task of its own instead: during
 * the first hydration it suspends until the next task, Preact keeps its server HTML on screen
 * meanwhile and resumes hydrating it there (nothing is drawn again). Outside that first
 * hydration, and on the server, it renders its children at once.
 *
 * A part can also wait for a condition (`until`, record 50): a part the screen hides (the desktop
 * menus on a phone) keeps its server HTML, untouched, until the condition holds, and is taken over
 * then; never, on a phone that stays a phone. Re-renders of the page around it meanwhile leave it
 * waiting. Drawn outside the first hydration, such a part is drawn at once like any other.
 *
 * The children must render exactly one element (or nothing): Preact keeps one node of a part that
 * waits, so a second sibling would be dropped and drawn again.
 */
let hydrating = false;
/** Parts still waiting for their turn, and the ones whose turn came. */
const waiting = new Map<string, Promise<void>>();
/** Parts waiting for their condition: the first hydration may end before they are taken over. */
const held = new Map<string, Promise<void>>();
const done = new Set<string>();

/** Whether the page's first hydration is under way (its parts still taking their turns). */
export function isFirstHydration(): boolean {
  return hydrating;
}

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

function Turn({
  id,
  until,
  fromHydration,
  children,
}: {
  id: string;
  until?: () => Promise<void>;
  fromHydration: boolean;
  children: ReactNode;
}) {
  if (fromHydration && !done.has(id)) {
    let turn = waiting.get(id) ?? held.get(id);
    if (!turn && hydrating) {
      const parts = until ? held : waiting;
      turn = (until ? until().then(nextTask) : nextTask()).then(() => {
        parts.delete(id);
        done.add(id);
      });
      parts.set(id, turn);
    }
    if (turn) throw turn;
  }
  return children;
}

/**
 * A part of the page hydrated in its own task; `id` is unique on the page. With `until`, the
 * part's turn comes once that has resolved as well.
 */
export function InTurn({
  id,
  until,
  children,
}: {
  id: string;
  until?: () => Promise<void>;
  children: ReactNode;
}) {
  // Whether this part was first drawn by the first hydration: only then is there server HTML to
  // keep while it waits. Held here, not in Turn: a component that suspends starts afresh.
  const fromHydration = useRef(hydrating).current;
  return (
    <Suspense fallback={null}>
      <Turn id={id} until={until} fromHydration={fromHydration}>
        {children}
      </Turn>
    </Suspense>
  );
}
