import { options } from 'preact';
import { type ReactNode, Suspense, useRef, useSyncExternalStore } from 'react';

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

/**
 * Marks the page live (<html data-ready>): every part a tap can reach answers it from now on.
 * Browser tests wait for it before touching a page, since a page the server sent is visible
 * before that. A server-rendered page is marked once its last part's turn is over, not when the
 * app's root is: a change made to a part still waiting for its turn would be lost.
 */
export function markPageReady(): void {
  document.documentElement.dataset.ready = 'true';
}

/** Called once the first hydration is over. */
let onHydrated: (() => void) | undefined;
/** Components waiting for the first hydration to be over (useFirstHydrationOver). */
const hydratedListeners = new Set<() => void>();
const subscribeHydrated = (listener: () => void) => {
  hydratedListeners.add(listener);
  return () => hydratedListeners.delete(listener);
};
const hydrationOver = () => !isFirstHydration();
const listenToNothing = () => () => undefined;
const nothingWaits = () => true;

/**
 * Whether the page's first hydration is over (true where there was none); the component is drawn
 * again when it ends. A page that changes what it gives its parts on its own (an effect's verdict)
 * waits for it: a part still waiting for its turn is taken over with whatever it is given then,
 * and Preact, hydrating, corrects the server HTML's texts but not its attributes (record 52).
 * Only while `waiting` (it has such a change to make): otherwise true at once, and the component
 * is not drawn again (a whole page drawn again as its hydration ends, 17 ms of a phone's main
 * thread for nothing, record 53).
 */
export function useFirstHydrationOver(waiting = true): boolean {
  const subscribe = waiting ? subscribeHydrated : listenToNothing;
  const over = waiting ? hydrationOver : nothingWaits;
  return useSyncExternalStore(subscribe, over, over);
}

/**
 * Preact runs a component's effects after the next frame: it asks the browser for an animation
 * frame, and each ask makes the browser update the page's rendering (style, layout, paint, a new
 * frame) though nothing on it changed. During the first hydration each part's effects would ask
 * once per turn, six or seven frames on a listing's load (record 54). Their effects run in a task
 * of their own instead; once the hydration is over, after frames again (a page drawn anew paints
 * before its effects run).
 */
const effectsInATask = (flush: () => void) => {
  setTimeout(flush, 0);
};
let effectsAfterFrames: typeof options.requestAnimationFrame;

/**
 * Runs `hydrate` (the call of `hydrateRoot`) with the parts taking turns, until the last has; then
 * `then`, in a task of its own.
 */
export function hydrateInTurns(hydrate: () => void, then?: () => void): void {
  hydrating = true;
  onHydrated = then;
  if (options.requestAnimationFrame !== effectsInATask) effectsAfterFrames = options.requestAnimationFrame;
  options.requestAnimationFrame = effectsInATask;
  hydrate();
  startTurns();
}

/**
 * The parts whose turn is due, in the order they asked: one is let go per task. One timer at a
 * time, set from the last turn's task rather than from deep inside a render: a browser's tools
 * record where each timer was set (the whole stack), and some forty parts asking at once, each
 * from deep in the page's tree, cost a slow phone a task of their own (record 51).
 */
const due: (() => void)[] = [];
let turning = false;

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    due.push(resolve);
    startTurns();
  });
}

function startTurns(): void {
  if (turning) return;
  turning = true;
  setTimeout(takeTurn, 0);
}

/** Lets the next part go (it renders in this task's microtasks); with none left, the first hydration is over. */
function takeTurn(): void {
  const next = due.shift();
  if (!next) {
    turning = false;
    if (hydrating) {
      hydrating = false;
      options.requestAnimationFrame = effectsAfterFrames;
      markPageReady();
      for (const listener of [...hydratedListeners]) listener();
      const then = onHydrated;
      onHydrated = undefined;
      if (then) setTimeout(then, 0);
    }
    return;
  }
  next();
  setTimeout(takeTurn, 0);
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
